import type { Kysely } from 'kysely';

/** Webhook flows get a secret hook token (the path of their public URL). Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('flows').addColumn('hook_token', 'text', (c) => c.unique()).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('flows').dropColumn('hook_token').execute();
}
