import { sql, type Kysely } from 'kysely';

/**
 * Approval steps (docs/flow-language.md § Approvals): the requests, their single-use links (hashed
 * tokens) and every answer. Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('approvals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('workflow_id', 'text', (c) => c.notNull())
    .addColumn('step_path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('approvers', 'jsonb')
    .addColumn('form', 'jsonb')
    .addColumn('items', 'jsonb')
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('on_deadline', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decision', 'text')
    .addColumn('timed_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('decided_by', 'text')
    .addColumn('decided_by_email', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('values', 'jsonb')
    .addColumn('item_decisions', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('approvals_workflow_step_unique', ['workflow_id', 'step_path'])
    .execute();
  await db.schema.createIndex('approvals_workspace_status_idx').on('approvals').columns(['workspace_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('approvals_run_idx').on('approvals').column('run_id').execute();
  await db.schema
    .createTable('approval_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('approval_id', 'text', (c) => c.notNull().references('approvals.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('approval_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('approval_id', 'text', (c) => c.notNull().references('approvals.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('values', 'jsonb')
    .addColumn('item_decisions', 'jsonb')
    .addColumn('comment', 'text')
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('approval_answers_approval_idx').on('approval_answers').column('approval_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('approval_answers').execute();
  await db.schema.dropTable('approval_links').execute();
  await db.schema.dropTable('approvals').execute();
}
