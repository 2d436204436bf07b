import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';

// Timestamps come back as Date; bigint counts as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = Kysely<Database>;

export function connectDatabase(url: string, max = 10): Db {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max }) }),
    plugins: [new CamelCasePlugin()],
  });
}
