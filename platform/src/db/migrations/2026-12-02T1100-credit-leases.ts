import { sql, type Kysely } from 'kysely';

/**
 * Credits a worker process reserved for a workspace's month in one block, to admit the actions that
 * follow from memory; `used` counts the actions recorded against it. The unused rest goes back to the
 * month's counter when the lease is returned (by its holder, or by whoever finds it expired).
 * Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_leases')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_leases_workspace_month').on('credit_leases').columns(['workspace_id', 'month']).execute();
  await sql`comment on table credit_leases is 'Blocks of a month''s credits reserved by a worker process; credits - used goes back when returned'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_leases').execute();
}
