import type { Kysely } from 'kysely';

/** Seed 000 §3, §6: employees are marked in their billing info. Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_info').addColumn('is_employee', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_info').dropColumn('is_employee').execute();
}
