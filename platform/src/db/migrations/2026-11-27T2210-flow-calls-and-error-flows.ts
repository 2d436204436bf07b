import type { Kysely } from 'kysely';

/**
 * Flows that run flows and error flows: a run started by another run's "Run flow" step names that run
 * (`parent_run_id`, so a run lists its children), and a workspace may name its default error flow.
 * Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').addColumn('parent_run_id', 'text').execute();
  await db.schema.createIndex('runs_parent_run_id_idx').on('runs').column('parent_run_id').where('parent_run_id', 'is not', null).execute();
  await db.schema.alterTable('workspaces').addColumn('error_flow_id', 'text', (c) => c.references('flows.id').onDelete('set null')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('error_flow_id').execute();
  await db.schema.dropIndex('runs_parent_run_id_idx').execute();
  await db.schema.alterTable('runs').dropColumn('parent_run_id').execute();
}
