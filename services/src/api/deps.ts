import type { Client } from '@temporalio/client';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';

/** What the API needs from the outside; tests build it against the real Postgres and Temporal. */
export type ApiDeps = {
  db: Db;
  temporal: Client;
  config: Config;
  /** The built web app to serve under /app, when present. */
  webDist?: string;
};
