import { sql, type Kysely } from 'kysely';

/** Large Temporal payloads, encrypted and content-addressed. Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payload_blobs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payload_blobs_created').on('payload_blobs').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payload_blobs').execute();
}
