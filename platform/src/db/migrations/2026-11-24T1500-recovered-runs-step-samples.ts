import { sql, type Kysely } from 'kysely';

/**
 * A run started again from the failed step of another names it (`recovered_from`); a step tried on its
 * own can keep its output as the step's sample data, per flow and step name. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').addColumn('recovered_from', 'text').execute();
  await db.schema.createIndex('runs_recovered_from').on('runs').column('recovered_from').where(sql.ref('recovered_from'), 'is not', null).execute();
  await db.schema
    .createTable('step_samples')
    .addColumn('flow_id', 'text', (c) => c.notNull().references('flows.id').onDelete('cascade'))
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('output', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('step_samples_pkey', ['flow_id', 'step_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('step_samples').execute();
  await db.schema.alterTable('runs').dropColumn('recovered_from').execute();
}
