import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The runs list reads a workspace's runs newest first by start time (then id) and pages with a
 * cursor on the same pair. Without this index Postgres reads every run of the workspace and sorts
 * them for each page. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index runs_workspace_started on runs (workspace_id, started_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('runs_workspace_started').execute();
}
