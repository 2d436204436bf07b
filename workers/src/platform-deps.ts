import { createConnectionHealth } from '@tandem/platform/connection-health';
import type { Db } from '@tandem/platform/db';
import { workspaceFeatureFlags } from '@tandem/platform/feature-flags/feature-flags';
import { noMailer, type Mailer } from '@tandem/platform/notifications';
import { createScheduleSkips } from '@tandem/platform/triggers/schedule-skips';
import { createWatchHealth } from '@tandem/platform/watch-health';
import { dbConnections } from './activities/db-connections.js';
import { createUsageMeter } from './activities/usage.js';
import type { WorkerOptions } from './start-workers.js';

/**
 * What the workers take from the platform database: the steps' connections (secrets opened with
 * `CONNECTION_SECRET_KEY`), credits and usage limits, connection health, watch health, skipped schedule fires and the
 * workspaces' feature flags. Every
 * process that runs workers (npm start, the worker process, the test and bench stacks) builds them here.
 */
export function platformWorkerDeps(
  db: Db,
  { connectionSecretKey, mailer = noMailer }: { connectionSecretKey: string; mailer?: Mailer },
): Pick<WorkerOptions, 'resolveConnection' | 'usage' | 'connectionHealth' | 'watchHealth' | 'scheduleSkips' | 'featureFlags'> {
  return {
    resolveConnection: dbConnections(db, connectionSecretKey),
    usage: createUsageMeter(db, { mailer }),
    connectionHealth: createConnectionHealth(db, { mailer }),
    watchHealth: createWatchHealth(db, { mailer }),
    scheduleSkips: createScheduleSkips(db, { mailer }),
    featureFlags: (workspaceId) => workspaceFeatureFlags(db, workspaceId),
  };
}
