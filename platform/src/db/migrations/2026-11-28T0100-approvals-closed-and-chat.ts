import type { Kysely } from 'kysely';

/**
 * Approvals: one whose run ended without a decision (cancelled, timed out, terminated) is closed with
 * the reason (status 'closed' and `closed_reason`); and a workspace may name its notification
 * connection, the team-chat connection its approval requests are posted through. Frozen: never
 * import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('approvals').addColumn('closed_reason', 'text').execute();
  await db.schema
    .alterTable('workspaces')
    .addColumn('notification_connection_id', 'text', (c) => c.references('connections.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('notification_connection_id').execute();
  await db.schema.alterTable('approvals').dropColumn('closed_reason').execute();
}
