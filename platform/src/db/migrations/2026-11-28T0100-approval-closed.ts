import type { Kysely } from 'kysely';

/**
 * An approval whose run ended without it (cancelled, timed out, terminated) is closed with the reason:
 * status 'closed' and `closed_reason`. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('approvals').addColumn('closed_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('approvals').dropColumn('closed_reason').execute();
}
