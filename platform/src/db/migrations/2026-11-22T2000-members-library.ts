import { sql, type Kysely } from 'kysely';

/** Workspace invitations and the index the public flow library reads. Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workspace_invitations')
    .addColumn('invitation_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('invited_by', 'jsonb', (c) => c.notNull())
    .addColumn('invitation_url', 'text', (c) => c.notNull())
    .addColumn('created_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('workspace_invitations_workspace').on('workspace_invitations').columns(['workspace_id', 'invited_at']).execute();

  await db.schema
    .createIndex('flows_library')
    .on('flows')
    .column('workspace_id')
    .where(sql.ref('library_info'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('flows_library').ifExists().execute();
  await db.schema.dropTable('workspace_invitations').ifExists().execute();
}
