import type { Tracer } from '@opentelemetry/api';
import type { Client } from '@temporalio/client';
import type { Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import type { Mailer } from '@tandem/platform/notifications/mailer';
import type { RunIntake } from '../runs/run-intake.js';
import type { RecoveryDriver } from '../recoveries/recovery-driver.js';

/** What the API needs from the outside; tests build it against the real Postgres and Temporal. */
export type ApiDeps = {
  db: Db;
  temporal: Client;
  /**
   * A client on the NativeConnection of a `flows` worker of this process (npm start runs the API and the
   * workers in one): runs then start eagerly, the server answering the start with the run's first workflow
   * task for that worker instead of queueing it. Without it runs start through `temporal`.
   */
  eagerRunStarts?: Client;
  config: Config;
  /** The built web app to serve under /app, when present. */
  webDist?: string;
  /** Account mails (verification and password links, invitations); by default SMTP_URL's server, or the console without one. */
  accountMailer: Mailer;
  /** Mails notifications to members (SMTP_URL's server, or none), one per app (built by `buildApp`). */
  mailer: Mailer;
  /** Manual and webhook runs: answered once durably accepted, started right after (built by `buildApp`). */
  runIntake: RunIntake;
  /** Drives recovery batches in this process (built by `buildApp`). */
  recoveries: RecoveryDriver;
  /** Traces a span per request when tracing is on (`OTEL_EXPORTER_OTLP_ENDPOINT`); absent, no hook is installed. */
  tracer?: Tracer;
};

/** What `buildApp` takes: the account mailer may be left to the settings. */
export type AppInput = Omit<ApiDeps, 'accountMailer' | 'mailer' | 'runIntake' | 'recoveries'> & Partial<Pick<ApiDeps, 'accountMailer'>>;
