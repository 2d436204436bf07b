import { sql } from 'kysely';
import { preparedQuery, type Db } from '../db/index.js';
import { billingMonth, type BillingMonth } from './billing-month.js';

export type UsageRecord = { workspaceId: string; runId: string; app: string; action: string; credits: number; units?: number; unit?: string; createdAt?: Date };
export type AppUsage = { app: string; credits: number; units: number; unit: string | null };

/** The counter row of all apps together (app ids are kebab-case, so it cannot clash with one). */
export const ALL_APPS = '*';

/**
 * Records a successful action and adds it to the month's counters (its app's and all apps'), in one
 * statement; answers the workspace's credits of the month, this action included.
 */
export async function recordUsage(db: Db, record: UsageRecord): Promise<{ credits: number }> {
  const createdAt = record.createdAt ?? new Date();
  const { workspaceId, runId, app, action, credits } = record;
  const rows = await recordedUsage(db, workspaceId, runId, app, action, credits, credits, record.units ?? 0, record.unit ?? null, createdAt, billingMonth(createdAt).key);
  return { credits: Number(rows.find((row) => row.app === ALL_APPS)?.credits ?? 0) };
}

/**
 * Records an action that succeeded under a reservation (`reserveCredits` of the month of
 * `record.createdAt`): the usage row, its app's counter and the units of all apps; the credits of all
 * apps hold the reservation already. Answers the workspace's credits of the month, reservations included.
 */
export async function settleUsage(db: Db, record: UsageRecord & { createdAt: Date }): Promise<{ credits: number }> {
  const { workspaceId, runId, app, action, credits, createdAt } = record;
  const rows = await recordedUsage(db, workspaceId, runId, app, action, credits, 0, record.units ?? 0, record.unit ?? null, createdAt, billingMonth(createdAt).key);
  return { credits: Number(rows.find((row) => row.app === ALL_APPS)?.credits ?? 0) };
}

// Each action of every run records its usage: one prepared statement (settled: the credits of all apps are reserved already).
const recordedUsage = preparedQuery(
  (db: Db, workspaceId: string, runId: string, app: string, action: string, credits: number, allAppsCredits: number, units: number, unit: string | null, createdAt: Date, month: string) =>
    db
      .with('recorded', (q) => q.insertInto('usageRecords').values({ workspaceId, runId, app, action, credits, units, unit, createdAt }))
      .insertInto('usageMonths')
      .values([
        { workspaceId, month, credits: allAppsCredits, units, app: ALL_APPS },
        { workspaceId, month, credits, units, app },
      ])
      .onConflict((oc) =>
        oc.columns(['workspaceId', 'month', 'app']).doUpdateSet({
          credits: sql<number>`usage_months.credits + excluded.credits`,
          units: sql<number>`usage_months.units + excluded.units`,
        }),
      )
      .returning(['app', 'credits']),
);

export async function usageByApp(db: Db, workspaceId: string, month: BillingMonth): Promise<AppUsage[]> {
  const rows = await db
    .selectFrom('usageRecords')
    .select(['app', sql<string>`max(unit)`.as('unit'), sql<string>`sum(credits)`.as('credits'), sql<string>`sum(units)`.as('units')])
    .where('workspaceId', '=', workspaceId)
    .where('createdAt', '>=', month.start)
    .where('createdAt', '<', month.end)
    .groupBy('app')
    .orderBy('app')
    .execute();
  return rows.map((row) => ({ app: row.app, credits: Number(row.credits), units: Number(row.units), unit: row.unit }));
}

/** What the workers' leases of the month reserved in the counter of all apps and did not use yet (a scalar subquery). */
export const unusedLeaseCredits = (workspaceId: string, month: string) =>
  sql<string>`(select coalesce(sum(credits - used), 0) from credit_leases where workspace_id = ${workspaceId} and month = ${month})`;

/**
 * Credits and units of the month, of one app or of all: one counter row, however busy the month. The
 * counter of all apps also holds the credits the workers' leases reserved and did not use yet: they
 * are not counted as used.
 */
export async function usedInMonth(db: Db, workspaceId: string, month: BillingMonth, app?: string): Promise<{ credits: number; units: number }> {
  const row = await db
    .selectFrom('usageMonths')
    .select([app === undefined ? sql<string>`credits - ${unusedLeaseCredits(workspaceId, month.key)}`.as('credits') : 'credits', 'units'])
    .where('workspaceId', '=', workspaceId)
    .where('month', '=', month.key)
    .where('app', '=', app ?? ALL_APPS)
    .executeTakeFirst();
  return { credits: Number(row?.credits ?? 0), units: Number(row?.units ?? 0) };
}
