import { sql, type Kysely } from 'kysely';

/**
 * Failed runs recovered together: the batch (who started it, when, on which version, paused or not)
 * and each of its runs with the run that recovered it. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recovery_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('flow_id', 'text', (c) => c.notNull().references('flows.id').onDelete('cascade'))
    .addColumn('version_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('runs_per_minute', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_batches_workspace').on('recovery_batches').columns(['workspace_id', 'id']).execute();
  await db.schema
    .createTable('recovery_batch_runs')
    .addColumn('batch_id', 'text', (c) => c.notNull().references('recovery_batches.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('recovered_run_id', 'text')
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz')
    .addPrimaryKeyConstraint('recovery_batch_runs_pkey', ['batch_id', 'run_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_batch_runs').execute();
  await db.schema.dropTable('recovery_batches').execute();
}
