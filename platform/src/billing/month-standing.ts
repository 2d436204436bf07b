import { preparedQuery, type Db } from '../db/index.js';
import type { BillingMonth } from './billing-month.js';
import { ALL_APPS } from './usage-records.js';
import { billingOf, workspaceBillingColumns, type WorkspaceBilling } from './workspace-billing.js';

/** Where a workspace stands in a month before an action of `app`: its billing, its credits used, the app's units used. */
export type MonthStanding = { billing: WorkspaceBilling; credits: number; appUnits: number };

const standingRow = preparedQuery((db: Db, workspaceId: string, month: string, app: string) =>
  db
    .selectFrom('workspaces')
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .leftJoin('usageMonths as allApps', (join) => join.onRef('allApps.workspaceId', '=', 'workspaces.id').on('allApps.month', '=', month).on('allApps.app', '=', ALL_APPS))
    .leftJoin('usageMonths as oneApp', (join) => join.onRef('oneApp.workspaceId', '=', 'workspaces.id').on('oneApp.month', '=', month).on('oneApp.app', '=', app))
    .select([...workspaceBillingColumns, 'allApps.credits', 'oneApp.units as appUnits'])
    .where('workspaces.id', '=', workspaceId),
);

/**
 * The billing and the month's counters in one round trip, as the workers check them before every
 * action (the same figures as `workspaceBilling` and `usedInMonth`, read together).
 */
export async function monthStanding(db: Db, workspaceId: string, month: BillingMonth, app: string): Promise<MonthStanding> {
  const [row] = await standingRow(db, workspaceId, month.key, app);
  if (!row) throw new Error(`No workspace ${workspaceId}`);
  return { billing: billingOf(row), credits: Number(row.credits ?? 0), appUnits: Number(row.appUnits ?? 0) };
}
