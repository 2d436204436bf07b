import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { PreparingClient } from './prepared-query.js';

// Timestamps come back as Date; bigint counts as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

export function connectDatabase(url: string, max = 10): Db {
  // Its clients run the hot paths' queries (preparedQuery) as named statements.
  const pool = new pg.Pool({ connectionString: url, max, Client: PreparingClient });
  // An idle connection closed by the server (a restart, or Ctrl-C reaching the embedded Postgres first)
  // is dropped from the pool; the next query opens a new one. It must not crash the process.
  pool.on('error', (error) => console.warn(`postgres: idle connection closed (${error.message})`));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // Column names are snake_case in SQL and camelCase here; the keys inside JSON columns (a flow's
    // definition, a connection's config) are the user's and come back exactly as they were saved.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}
