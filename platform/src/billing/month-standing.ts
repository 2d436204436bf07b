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

const released = preparedQuery((db: Db, workspaceId: string, month: string, credits: number) =>
  db
    .updateTable('usageMonths')
    .set({ credits: sql<number>`credits - ${credits}` })
    .where('workspaceId', '=', workspaceId)
    .where('month', '=', month)
    .where('app', '=', ALL_APPS),
);

/** Gives back the credits an action reserved and did not use (refused, or failed). */
export async function releaseCredits(db: Db, workspaceId: string, month: BillingMonth, credits: number): Promise<void> {
  await released(db, workspaceId, month.key, credits);
}
