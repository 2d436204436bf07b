import { sql, type Kysely } from 'kysely';

/**
 * API tokens reach one workspace, expire and can be revoked. Existing tokens get their owner's oldest
 * workspace and 90 days; tokens of users without a workspace are removed. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_tokens')
    .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`
    update api_tokens t set
      expires_at = now() + interval '90 days',
      workspace_id = (
        select m.workspace_id from workspace_members m join workspaces w on w.id = m.workspace_id
        where m.user_id = t.user_id and w.deleted_at is null order by m.created_at limit 1
      )`.execute(db);
  await db.deleteFrom('api_tokens').where('workspace_id', 'is', null).execute();
  await db.schema
    .alterTable('api_tokens')
    .alterColumn('workspace_id', (c) => c.setNotNull())
    .alterColumn('expires_at', (c) => c.setNotNull())
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('api_tokens_user').ifExists().execute();
  await db.schema.alterTable('api_tokens').dropColumn('revoked_at').dropColumn('expires_at').dropColumn('workspace_id').execute();
}
