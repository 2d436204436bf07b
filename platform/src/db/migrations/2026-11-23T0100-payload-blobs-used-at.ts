import { sql, type Kysely } from 'kysely';

/**
 * Blobs are shared by every payload with the same content, so they expire after their last use, not
 * their creation. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payload_blobs').addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.createIndex('payload_blobs_used').on('payload_blobs').column('used_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payload_blobs_used').execute();
  await db.schema.alterTable('payload_blobs').dropColumn('used_at').execute();
}
