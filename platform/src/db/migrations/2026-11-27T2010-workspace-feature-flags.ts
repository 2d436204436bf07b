import { sql, type Kysely } from 'kysely';

/**
 * Feature flags an operator granted to a workspace (e.g. `apps.meta-ads.business-enabled`): the
 * worker refuses an action behind a flag the step's workspace lacks. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workspace_feature_flags')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('workspace_feature_flags_pkey', ['workspace_id', 'flag'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workspace_feature_flags').execute();
}
