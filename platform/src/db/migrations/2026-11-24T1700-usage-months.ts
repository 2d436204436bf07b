import { sql, type Kysely } from 'kysely';

/**
 * The month's credits and units per workspace, of each app and of all ('*'), kept up to date with every
 * usage record, so the credit check before each action reads one row instead of summing the month.
 * Frozen: never import app code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usage_months')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('credits', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_months_pkey', ['workspace_id', 'month', 'app'])
    .execute();
  await backfillUsageMonths(db);
}

/** The counters of the usage recorded so far (of some workspaces only, for a test). */
export async function backfillUsageMonths(db: Kysely<any>, workspaceIds?: readonly string[]): Promise<void> {
  const only = workspaceIds ? sql`where workspace_id in (${sql.join(workspaceIds)})` : sql``;
  await sql`
    insert into usage_months (workspace_id, month, app, credits, units)
    select workspace_id, to_char(created_at at time zone 'UTC', 'YYYY-MM'), app, sum(credits), sum(units) from usage_records ${only} group by 1, 2, 3
    union all
    select workspace_id, to_char(created_at at time zone 'UTC', 'YYYY-MM'), '*', sum(credits), sum(units) from usage_records ${only} group by 1, 2
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('usage_months').execute();
}
