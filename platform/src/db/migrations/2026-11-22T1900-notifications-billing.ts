import { sql, type Kysely } from 'kysely';

/** Notifications, members' notification settings, billing info, usage records and the run-outcome cursor. Frozen: never import app code. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('action', 'jsonb')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('unresolvable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seen_by', 'text')
    .addColumn('seen_at', 'timestamptz')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('notifications_workspace').on('notifications').columns(['workspace_id', 'created_at']).execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('in_app', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['workspace_id', 'user_id', 'event'])
    .addForeignKeyConstraint('notification_settings_member', ['workspace_id', 'user_id'], 'workspace_members', ['workspace_id', 'user_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('billing_info')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('paying_via', 'text', (c) => c.notNull().defaultTo('card'))
    .addColumn('billing_start', 'timestamptz')
    .addColumn('user_credit_limit', 'integer')
    .addColumn('override_freemium_credit_limit', 'integer')
    .addColumn('customer_id', 'text')
    .addColumn('stripe_data', 'jsonb')
    .execute();

  await db.schema
    .createTable('usage_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('usage_records_workspace').on('usage_records').columns(['workspace_id', 'created_at']).execute();

  await db.schema
    .createTable('run_outcome_cursors')
    .addColumn('namespace', 'text', (c) => c.primaryKey())
    .addColumn('closed_after', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['run_outcome_cursors', 'usage_records', 'billing_info', 'notification_settings', 'notifications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
