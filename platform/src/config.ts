import { createHash } from 'node:crypto';
import { tracingSettingsFrom, type TracingSettings } from './telemetry/tracing-settings.js';

/** Settings from the environment, with the embedded defaults of `npm start`. */
export type Config = {
  port: number;
  /** The server's public origin (webhook URLs). */
  publicUrl: string;
  /** Where links to the app point (invitations, OAuth callbacks). */
  appUrl: string;
  temporalNamespace: string;
  temporalUiUrl: string | undefined;
  cookieSecure: boolean;
  /** Requests per minute per address on signup and login. */
  authRateLimit: number;
  /** `LOGIN_ACCOUNT_FAILURES`: failed sign-ins per email address within 15 minutes before it is held back (default 10). */
  loginAccountFailures: number;
  /** `HOOK_RATE_LIMIT`: calls per second per webhook URL, counted over 10-second windows (default 100). */
  hookRateLimit: number;
  /** `CONNECTION_SECRET_KEY`: `<keyId>:<secret>` entries, comma-separated; the first seals, all open. */
  connectionSecretKey: string;
  /** AES-256 key of Temporal payloads (`PAYLOAD_ENCRYPTION_KEY`, base64 of 32 bytes). */
  payloadKey: Buffer;
  /** Encrypted payloads larger than this move to Postgres; the history keeps a reference. */
  payloadOffloadBytes: number;
  /**
   * `WORKSPACE_BLOB_QUOTA_MB` (1024): the large payloads (over `payloadOffloadBytes`) a workspace may keep
   * stored; a webhook call or manual run whose payload would pass it answers 413 (docs/limits.md).
   */
  workspaceBlobQuotaBytes: number;
  /** `RUN_QUERY_TIMEOUT_MS`: how long a read of a run's state waits for a worker to answer (then 503). */
  runQueryTimeoutMs: number;
  /** `SMTP_URL` (`smtp://user:pass@host:587`): where notification mails go; unset sends none. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of notification mails. */
  mailFrom: string;
  /** `TANDEM_OPERATOR_TOKEN`: a bearer token that decodes every payload through the codec endpoint (operators' tools). */
  operatorToken: string | undefined;
  /** `TANDEM_OPERATOR_EMAILS`: users (comma-separated emails) who, signed in, decode every payload in the Temporal UI. */
  operatorEmails: string[];
  /**
   * `TANDEM_REQUIRE_EMAIL_VERIFICATION`: setting a flow live needs a confirmed address (403
   * `email_not_verified` until then). On by default in production, off otherwise.
   */
  requireEmailVerification: boolean;
  /** OpenTelemetry traces (`OTEL_EXPORTER_OTLP_ENDPOINT` and friends): undefined while tracing is off. */
  tracing: TracingSettings | undefined;
};

/** Development only: a fixed key, so `npm start` works out of the box. Production must set PAYLOAD_ENCRYPTION_KEY. */
const developmentPayloadKey = createHash('sha256').update('tandem development payload key').digest();

function payloadKeyFrom(env: NodeJS.ProcessEnv): Buffer {
  if (!env.PAYLOAD_ENCRYPTION_KEY) return developmentPayloadKey;
  const key = Buffer.from(env.PAYLOAD_ENCRYPTION_KEY, 'base64');
  if (key.length !== 32) throw new Error('PAYLOAD_ENCRYPTION_KEY must be the base64 of 32 random bytes');
  return key;
}

/** Only for development and tests: anyone with the source can open secrets sealed with it. */
const DEVELOPMENT_SECRET_KEY = 'dev:tandem-development-connection-secret-key';

/** Settings production cannot do without: their development defaults are in the source, so public. */
const PRODUCTION_KEYS = ['CONNECTION_SECRET_KEY', 'PAYLOAD_ENCRYPTION_KEY'] as const;

export class ConfigError extends Error {}

/** Production: `NODE_ENV=production` or the `--production` flag. */
export function isProduction(env: NodeJS.ProcessEnv, argv: readonly string[] = process.argv): boolean {
  return env.NODE_ENV === 'production' || argv.includes('--production');
}

function requireProductionKeys(env: NodeJS.ProcessEnv): void {
  const missing = PRODUCTION_KEYS.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  throw new ConfigError(
    `Refusing to start in production without ${missing.join(' and ')}: the development defaults are public. ` +
      'CONNECTION_SECRET_KEY is "<keyId>:<secret>" (32+ random bytes); PAYLOAD_ENCRYPTION_KEY is the base64 of 32 random bytes.',
  );
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): Config {
  if (isProduction(env, argv)) requireProductionKeys(env);
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    publicUrl,
    appUrl: env.APP_URL ?? `${publicUrl}/app`,
    temporalNamespace: env.TEMPORAL_NAMESPACE ?? 'default',
    temporalUiUrl: env.TEMPORAL_UI_URL,
    cookieSecure: env.COOKIE_SECURE !== 'false',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    loginAccountFailures: positiveInteger(env, 'LOGIN_ACCOUNT_FAILURES', 10),
    hookRateLimit: positiveInteger(env, 'HOOK_RATE_LIMIT', 100),
    connectionSecretKey: env.CONNECTION_SECRET_KEY || DEVELOPMENT_SECRET_KEY,
    payloadKey: payloadKeyFrom(env),
    payloadOffloadBytes: Number(env.PAYLOAD_OFFLOAD_BYTES ?? 128 * 1024),
    workspaceBlobQuotaBytes: positiveInteger(env, 'WORKSPACE_BLOB_QUOTA_MB', 1024) * 1024 * 1024,
    runQueryTimeoutMs: Number(env.RUN_QUERY_TIMEOUT_MS ?? 5000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tandem <notifications@tandem.localhost>',
    operatorToken: env.TANDEM_OPERATOR_TOKEN || undefined,
    operatorEmails: (env.TANDEM_OPERATOR_EMAILS ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    requireEmailVerification: booleanSetting(env, 'TANDEM_REQUIRE_EMAIL_VERIFICATION', isProduction(env, argv)),
    tracing: tracingSettingsFrom(env),
  };
}

function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === '') return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** The settings of a process that starts from them (API, workers, `npm start`): a bad one ends it with the reason. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return configFromEnv(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
