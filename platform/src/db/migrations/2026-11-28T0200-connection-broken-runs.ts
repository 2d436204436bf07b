import { sql, type Kysely } from 'kysely';

/**
 * The runs a connection broke (a step of the run met an auth error on it), so they can be offered
 * for recovery once the connection works again; and the workspace setting that recovers them by
 * itself. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('connection_broken_runs')
    .addColumn('connection_id', 'text', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('broken_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('connection_broken_runs_pkey', ['connection_id', 'run_id'])
    .execute();
  await db.schema.createIndex('connection_broken_runs_run').on('connection_broken_runs').column('run_id').execute();
  await db.schema.alterTable('workspaces').addColumn('auto_recover_runs', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('auto_recover_runs').execute();
  await db.schema.dropTable('connection_broken_runs').execute();
}
