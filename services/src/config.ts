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
};

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
  };
}
