import { sql, type Kysely } from 'kysely';

/** Users, sessions, tokens, workspaces, members, flows, versions and runs. Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('workspace'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('creator_email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('internal_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('apps', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('apps_modified_at', 'timestamptz')
    .addColumn('last_migration', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('max_flow_runtime_minutes', 'integer', (c) => c.notNull().defaultTo(60 * 24 * 31))
    .addColumn('onboarding', 'jsonb')
    .addColumn('credit_limit', 'integer')
    .addColumn('billing_user_id', 'text')
    .addColumn('billing_user_email', 'text')
    .execute();

  await db.schema
    .createTable('workspace_members')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_members_user').on('workspace_members').column('user_id').execute();

  await db.schema
    .createTable('flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('short_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('long_description', 'text')
    .addColumn('live_version_id', 'text')
    .addColumn('live_version_changed_at', 'timestamptz')
    .addColumn('latest_version_id', 'text')
    .addColumn('latest_version_metadata', 'jsonb')
    .addColumn('performance_metrics', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'{"shown":0,"seen":0,"clicked":0,"copied":0,"setLive":0}'::jsonb`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('category_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('from_flow_library', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pinned_at', 'timestamptz')
    .addColumn('source_flow', 'jsonb')
    .addColumn('edit_mode', 'text', (c) => c.notNull().defaultTo('full-control'))
    .addColumn('library_info', 'jsonb')
    .addColumn('required_memory', 'integer')
    .execute();
  await db.schema.createIndex('flows_workspace').on('flows').columns(['workspace_id', 'created_at']).execute();

  await db.schema
    .createTable('flow_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flow_id', 'text', (c) => c.notNull().references('flows.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('creator_id', 'text', (c) => c.notNull())
    .addColumn('creator_email', 'text', (c) => c.notNull())
    .addColumn('guide', 'jsonb')
    .addColumn('name', 'text')
    .addColumn('change_notes', 'text')
    .addColumn('valid', 'boolean', (c) => c.notNull())
    .addColumn('issues', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('flow_versions_flow').on('flow_versions').columns(['flow_id', 'created_at']).execute();

  await db.schema
    .createTable('runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull())
    .addColumn('workflow_id', 'text', (c) => c.notNull().unique())
    .addColumn('trigger_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('error', 'jsonb')
    .execute();
  await db.schema.createIndex('runs_workspace').on('runs').columns(['workspace_id', 'id']).execute();
  await db.schema.createIndex('runs_flow').on('runs').columns(['flow_id', 'id']).execute();
  await db.schema.createIndex('runs_open').on('runs').column('status').where(sql.ref('closed_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['runs', 'flow_versions', 'flows', 'workspace_members', 'workspaces', 'api_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
