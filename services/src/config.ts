import { createHash } from 'node:crypto';

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
  /** `CONNECTION_SECRET_KEY`: `<keyId>:<secret>` entries, comma-separated; the first seals, all open. */
  connectionSecretKey: string;
};

/** Only for development and tests: anyone with the source can open secrets sealed with it. */
const DEVELOPMENT_SECRET_KEY = 'dev:tandem-development-connection-secret-key';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
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
    connectionSecretKey: env.CONNECTION_SECRET_KEY ?? developmentSecretKey(env),
  };
}

function developmentSecretKey(env: NodeJS.ProcessEnv): string {
  if (env.NODE_ENV === 'production') {
    console.warn('!!! CONNECTION_SECRET_KEY is not set: connection secrets are sealed with the public development key. Set it now. !!!');
  }
  return DEVELOPMENT_SECRET_KEY;
}
