import { sql, type Kysely } from 'kysely';

/**
 * Runs accepted by the API whose workflow may not have started yet: the trigger's payload, sealed
 * for the run's workspace, until the workflow exists. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_intake')
    .addColumn('run_id', 'text', (c) => c.primaryKey().references('runs.id').onDelete('cascade'))
    .addColumn('payload', 'bytea', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('run_intake_accepted_at').on('run_intake').column('accepted_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('run_intake').execute();
}
