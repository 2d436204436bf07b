/** What the banner of `npm start` names: every address a user opens, and where the rest is kept. */
export type BannerFacts = {
  port: number;
  /** Tandem's guarded Temporal UI (TEMPORAL_UI_PORT), or the one TEMPORAL_UI_URL names; absent with an external server and no UI URL. */
  temporalUiUrl: string | undefined;
  temporalAddress: string;
  /** The embedded Postgres' address; absent when DATABASE_URL names another. */
  postgres: string | undefined;
  dataDir: string;
  logDir: string;
  workers: number;
  /** No SMTP_URL: the account mails appear in this terminal. */
  mailsPrinted: boolean;
  graceSeconds: number;
};

/** The one block `npm start` prints once everything answers (README § "Run it" lists the same addresses). */
export function startBanner(facts: BannerFacts): string {
  const base = `http://localhost:${facts.port}`;
  const row = (name: string, value: string) => `  ${name.padEnd(14)} ${value}`;
  return [
    '',
    `Tandem is up (${facts.workers} task queues served):`,
    row('App', `${base}/app/`),
    row('Site', `${base}/   (German: ${base}/de, flow explorer: ${base}/flows)`),
    row('User guide', `${base}/docs`),
    row('API docs', `${base}/api/docs   (OpenAPI: ${base}/api/openapi.json)`),
    row('Temporal UI', facts.temporalUiUrl ?? '(none: set TEMPORAL_UI_URL to link runs to it)'),
    row('Temporal gRPC', facts.temporalAddress),
    row('Postgres', facts.postgres ?? '(DATABASE_URL)'),
    row('Data', facts.dataDir),
    row('Logs', `${facts.logDir}   (Postgres, Temporal; request lines with LOG_REQUESTS=true)`),
    facts.mailsPrinted ? 'Account mails (sign-up, invitation, password reset) appear below as framed blocks: no SMTP_URL is set.' : 'Account mails go out through SMTP_URL.',
    `Press Ctrl-C to stop (running steps get up to ${facts.graceSeconds} s to finish; Ctrl-C twice stops at once).`,
    '',
  ].join('\n');
}
