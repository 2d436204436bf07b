import { sql, type Kysely } from 'kysely';

/**
 * The ledger of changes made by runs: each step that changed data in an app (app, action, resource,
 * id, the fields sent). Goes with its run (and its workspace). Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('step_path', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('run_changes_resource').on('run_changes').columns(['workspace_id', 'resource_id', 'changed_at']).execute();
  await db.schema.createIndex('run_changes_workspace_time').on('run_changes').columns(['workspace_id', 'changed_at']).execute();
  await db.schema.createIndex('run_changes_run').on('run_changes').column('run_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('run_changes').execute();
}
