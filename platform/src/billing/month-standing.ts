import { sql } from 'kysely';
import { preparedQuery, type Db } from '../db/index.js';
import type { BillingMonth } from './billing-month.js';
import { ALL_APPS } from './usage-records.js';
import { billingOf, workspaceBillingColumns, type WorkspaceBilling } from './workspace-billing.js';

/**
 * Where a workspace stands in a month once an action of `app` has reserved its credits: its billing,
 * its credits of the month (settled and reserved, this action's included), the app's units used.
 */
export type MonthStanding = { billing: WorkspaceBilling; credits: number; appUnits: number };

// The reservation adds to the month's counter of all apps under its row lock, so concurrent actions
// each see a total that includes every reservation made before theirs: at most the limit fits.
const reservedStanding = preparedQuery((db: Db, workspaceId: string, month: string, app: string, credits: number) =>
  db
    .with('reserved', (q) =>
      q
        .insertInto('usageMonths')
        .values({ workspaceId, month, app: ALL_APPS, credits, units: 0 })
        .onConflict((oc) => oc.columns(['workspaceId', 'month', 'app']).doUpdateSet({ credits: sql<number>`usage_months.credits + excluded.credits` }))
        .returning('credits'),
    )
    .selectFrom('workspaces')
    .crossJoin('reserved')
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .leftJoin('usageMonths as oneApp', (join) => join.onRef('oneApp.workspaceId', '=', 'workspaces.id').on('oneApp.month', '=', month).on('oneApp.app', '=', app))
    .select([...workspaceBillingColumns, 'reserved.credits', 'oneApp.units as appUnits'])
    .where('workspaces.id', '=', workspaceId),
);

/**
 * Reserves `credits` of the month for an action of `app` and answers the billing and the month's
 * counters, in one round trip, as the workers do before every action. The caller refuses the action
 * when the answer is past the limit, and releases (`releaseCredits`) a reservation it refuses or
 * whose action fails; `settleUsage` records one whose action succeeded.
 */
export async function reserveCredits(db: Db, workspaceId: string, month: BillingMonth, app: string, credits: number): Promise<MonthStanding> {
  const [row] = await reservedStanding(db, workspaceId, month.key, app, credits);
  if (!row) {
    await releaseCredits(db, workspaceId, month, credits);
    throw new Error(`No workspace ${workspaceId}`);
  }
  return { billing: billingOf(row), credits: Number(row.credits), appUnits: Number(row.appUnits ?? 0) };
}

/** What an action is recorded as when its credits are reserved with its record (`reserveAndRecord`). */
export type ActionUsage = { workspaceId: string; runId: string; app: string; action: string; credits: number; createdAt: Date };

// An action of an app without units (no usage limit) is recorded with its reservation: its usage row
// and both counters of the month in one statement, under the same row locks (all apps first, then the
// app). A success then writes nothing more; a refused or failed action is taken back (`unrecordUsage`).
//
// The action waits for this statement before it sends anything, so its commit does not wait for the
// WAL to reach the disk (`synchronous_commit` off for this transaction alone, `set_config(…, true)`):
// locks and visibility are as before, and only a crash of Postgres itself can take back the last
// fraction of a second of these records (docs/performance.md). Any later durable commit, such as an
// `unrecordUsage`, flushes the WAL up to itself, earlier records included.
const reservedAndRecorded = preparedQuery((db: Db, workspaceId: string, month: string, app: string, credits: number, runId: string, action: string, createdAt: Date) =>
  db
    .with('asyncCommit', (q) => q.selectNoFrom(sql<string>`set_config('synchronous_commit', 'off', true)`.as('setting')))
    .with('recorded', (q) => q.insertInto('usageRecords').values({ workspaceId, runId, app, action, credits, units: 0, unit: null, createdAt }).returning('id'))
    .with('counted', (q) =>
      q
        .insertInto('usageMonths')
        .values([
          { workspaceId, month, app: ALL_APPS, credits, units: 0 },
          { workspaceId, month, app, credits, units: 0 },
        ])
        .onConflict((oc) => oc.columns(['workspaceId', 'month', 'app']).doUpdateSet({ credits: sql<number>`usage_months.credits + excluded.credits` }))
        .returning(['app', 'credits']),
    )
    .selectFrom('workspaces')
    .crossJoin('asyncCommit')
    .crossJoin('recorded')
    .innerJoin('counted', (join) => join.on('counted.app', '=', ALL_APPS))
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .select([...workspaceBillingColumns, 'counted.credits', 'recorded.id as recordId'])
    .where('workspaces.id', '=', workspaceId),
);

/**
 * `reserveCredits` for an action of an app without a usage limit, which also records the action as
 * if it succeeded (its usage row and its app's counter), in the same one round trip: nothing is left
 * to write when it does. Answers the standing (`appUnits` 0: such an app counts no units) and the
 * record, which `unrecordUsage` takes back when the action is refused or fails.
 */
export async function reserveAndRecord(db: Db, usage: ActionUsage, month: BillingMonth): Promise<MonthStanding & { recordId: string }> {
  const [row] = await reservedAndRecorded(db, usage.workspaceId, month.key, usage.app, usage.credits, usage.runId, usage.action, usage.createdAt);
  if (!row) throw new Error(`No workspace ${usage.workspaceId}`);
  return { billing: billingOf(row), credits: Number(row.credits), appUnits: 0, recordId: String(row.recordId) };
}

const unrecorded = preparedQuery((db: Db, recordId: string) => db.deleteFrom('usageRecords').where('id', '=', recordId));
const uncounted = preparedQuery((db: Db, workspaceId: string, month: string, app: string, credits: number) =>
  db
    .updateTable('usageMonths')
    .set({ credits: sql<number>`credits - ${credits}` })
    .where('workspaceId', '=', workspaceId)
    .where('month', '=', month)
    .where('app', '=', app),
);

/**
 * Takes back an action recorded by `reserveAndRecord` that was refused or failed: its usage row and
 * its credits in both counters. Each its own statement, so none holds one counter's lock while
 * waiting for the other's.
 */
export async function unrecordUsage(db: Db, usage: ActionUsage, month: BillingMonth, recordId: string): Promise<void> {
  await uncounted(db, usage.workspaceId, month.key, ALL_APPS, usage.credits);
  await unrecordAppUsage(db, usage, month, recordId);
}

/** Takes an action's usage row and its credits in its app's counter back (the counter of all apps is the caller's). */
export async function unrecordAppUsage(db: Db, usage: ActionUsage, month: BillingMonth, recordId: string): Promise<void> {
  await uncounted(db, usage.workspaceId, month.key, usage.app, usage.credits);
  await unrecorded(db, recordId);
}

/** Gives back the credits an action reserved and did not use (refused, or failed). */
export async function releaseCredits(db: Db, workspaceId: string, month: BillingMonth, credits: number): Promise<void> {
  await uncounted(db, workspaceId, month.key, ALL_APPS, credits);
}
