import type { Kysely } from 'kysely';

/**
 * How many fires of each flow's schedule Temporal had skipped when Tandem last looked, so a new skip
 * raises one notification. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_fire_skips')
    .addColumn('flow_id', 'text', (c) => c.primaryKey().references('flows.id').onDelete('cascade'))
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_fire_skips').execute();
}
