import { sql, type ExpressionOrFactory, type SqlBool } from 'kysely';
import { preparedQuery, type Database, type Db } from '../db/index.js';
import type { BillingMonth } from './billing-month.js';
import { unrecordAppUsage, type ActionUsage } from './month-standing.js';
import { ALL_APPS, unusedLeaseCredits } from './usage-records.js';
import { billingOf, workspaceBillingColumns, type WorkspaceBilling } from './workspace-billing.js';

/** A block of a month's credits one process reserved, counted in the month's counter of all apps already. */
export type CreditLease = { id: string; credits: number; billing: WorkspaceBilling };

export type LeaseTerms = {
  /** The most credits one lease holds. */
  most: number;
  /** A lease takes at most this part of what is left under the limit (8: an eighth), so the processes' leases never take all of it. */
  share: number;
  /** How long the holder may admit actions from it. */
  ttlMs: number;
  /** How long past its expiry a lease is left to its holder before anyone returns it (its last records may still be landing). */
  graceMs: number;
};

/**
 * Deletes the month's leases `which` picks and takes what they hold unused (`credits - used`) off the
 * month's counter of all apps, in one statement; answers the credits given back.
 */
async function giveBackLeases(db: Db, workspaceId: string, month: BillingMonth, which: ExpressionOrFactory<Database, 'creditLeases', SqlBool>): Promise<number> {
  const row = await db
    .with('gone', (q) =>
      q
        .deleteFrom('creditLeases')
        .where('workspaceId', '=', workspaceId)
        .where('month', '=', month.key)
        .where(which)
        .returning(sql<number>`credits - used`.as('unused')),
    )
    .with('unused', (q) => q.selectFrom('gone').select(sql<string>`coalesce(sum(unused), 0)`.as('credits')))
    .updateTable('usageMonths')
    .from('unused')
    .set({ credits: sql<number>`usage_months.credits - unused.credits` })
    .where('usageMonths.workspaceId', '=', workspaceId)
    .where('usageMonths.month', '=', month.key)
    .where('usageMonths.app', '=', ALL_APPS)
    .returning(sql<string>`unused.credits`.as('returned'))
    .executeTakeFirst();
  return Number(row?.returned ?? 0);
}

/**
 * Gives back the unused rest of the month's leases that expired more than the grace ago: those of a
 * process that died holding them. Answers the credits given back.
 */
export function returnExpiredLeases(db: Db, workspaceId: string, month: BillingMonth, graceMs: number): Promise<number> {
  return giveBackLeases(db, workspaceId, month, (eb) => eb('expiresAt', '<', sql<Date>`now() - make_interval(secs => ${graceMs / 1000})`));
}

/** Returns a lease of the workspace's month: what it holds unused goes back to the month's counter of all apps. */
export async function returnCreditLease(db: Db, workspaceId: string, month: BillingMonth, leaseId: string): Promise<void> {
  await giveBackLeases(db, workspaceId, month, (eb) => eb('id', '=', leaseId));
}

/**
 * Reserves a block of the workspace's credits of the month for one process: `terms.most`, or less
 * near the limit (a `share`-th of what is left, rounded down), under the lock of the month's counter
 * of all apps, so leases and exact reservations together never pass the limit. First gives back
 * what expired leases of the month left unused. Answers no lease when less than one credit would fit.
 */
export async function takeCreditLease(db: Db, workspaceId: string, month: BillingMonth, terms: LeaseTerms): Promise<CreditLease | undefined> {
  return db.transaction().execute(async (tx) => {
    await returnExpiredLeases(tx, workspaceId, month, terms.graceMs);
    await tx.insertInto('usageMonths').values({ workspaceId, month: month.key, app: ALL_APPS, credits: 0, units: 0 }).onConflict((oc) => oc.doNothing()).execute();
    const row = await tx
      .selectFrom('workspaces')
      .innerJoin('usageMonths', (join) => join.onRef('usageMonths.workspaceId', '=', 'workspaces.id').on('usageMonths.month', '=', month.key).on('usageMonths.app', '=', ALL_APPS))
      .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
      .select([...workspaceBillingColumns, 'usageMonths.credits'])
      .where('workspaces.id', '=', workspaceId)
      .forUpdate('usageMonths')
      .executeTakeFirst();
    if (!row) throw new Error(`No workspace ${workspaceId}`);
    const billing = billingOf(row);
    const left = billing.creditLimit === null ? Infinity : billing.creditLimit - Number(row.credits);
    const credits = Math.min(terms.most, Math.max(0, Math.floor(left / terms.share)));
    if (credits < 1) return undefined;
    await tx
      .updateTable('usageMonths')
      .set({ credits: sql<number>`credits + ${credits}` })
      .where('workspaceId', '=', workspaceId)
      .where('month', '=', month.key)
      .where('app', '=', ALL_APPS)
      .execute();
    const lease = await tx
      .insertInto('creditLeases')
      .values({ workspaceId, month: month.key, credits, expiresAt: sql<Date>`now() + make_interval(secs => ${terms.ttlMs / 1000})` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: String(lease.id), credits, billing };
  });
}

// Every action admitted from a lease is recorded by this statement, sent as the action's request
// goes out: its usage row, its app's counter, and its credits as used in the lease (the counter of
// all apps holds them already). It answers the month's credits used so far, this action included:
// the counter of all apps less what the month's leases hold unused, both read before this statement's
// own changes (so this action's credits count as unused in its lease: hence the `+`). Like
// `reserveAndRecord`, it commits without waiting for the disk.
const recordedOnLease = preparedQuery((db: Db, workspaceId: string, month: string, app: string, credits: number, runId: string, action: string, createdAt: Date, leaseId: string) =>
  db
    .with('asyncCommit', (q) => q.selectNoFrom(sql<string>`set_config('synchronous_commit', 'off', true)`.as('setting')))
    .with('recorded', (q) => q.insertInto('usageRecords').values({ workspaceId, runId, app, action, credits, units: 0, unit: null, createdAt }).returning('id'))
    .with('leased', (q) => q.updateTable('creditLeases').set({ used: sql<number>`used + ${credits}` }).where('id', '=', leaseId).returning('id'))
    .with('counted', (q) =>
      q
        .insertInto('usageMonths')
        .values({ workspaceId, month, app, credits, units: 0 })
        .onConflict((oc) => oc.columns(['workspaceId', 'month', 'app']).doUpdateSet({ credits: sql<number>`usage_months.credits + excluded.credits` }))
        .returning('credits'),
    )
    .selectFrom('recorded')
    .crossJoin('asyncCommit')
    .crossJoin('counted')
    .select([
      'recorded.id as recordId',
      sql<string>`(select coalesce(sum(credits), 0) from usage_months where workspace_id = ${workspaceId} and month = ${month} and app = ${ALL_APPS})
        - ${unusedLeaseCredits(workspaceId, month)} + ${credits}`.as('credits'),
    ]),
);

/**
 * Records an action admitted from `leaseId` (which reserved its credits): its usage row, its app's
 * counter and its use of the lease, in one round trip. Answers the record and the month's credits
 * used so far (leases' unused credits apart), this action included.
 */
export async function recordOnLease(db: Db, usage: ActionUsage, month: BillingMonth, leaseId: string): Promise<{ recordId: string; credits: number }> {
  const [row] = await recordedOnLease(db, usage.workspaceId, month.key, usage.app, usage.credits, usage.runId, usage.action, usage.createdAt, leaseId);
  if (!row) throw new Error(`The usage of ${usage.app} ${usage.action} was not recorded`);
  return { recordId: String(row.recordId), credits: Number(row.credits) };
}

const unleased = preparedQuery((db: Db, leaseId: string, credits: number) => db.updateTable('creditLeases').set({ used: sql<number>`used - ${credits}` }).where('id', '=', leaseId));

/**
 * Takes back an action recorded by `recordOnLease` that failed: its usage row, its app's counter and
 * its use of the lease (the credits stay reserved in the lease, for the holder's next action or for
 * the counter when the lease is returned). Each its own statement, as `unrecordUsage`.
 */
export async function unrecordOnLease(db: Db, usage: ActionUsage, month: BillingMonth, recordId: string, leaseId: string): Promise<void> {
  await unleased(db, leaseId, usage.credits);
  await unrecordAppUsage(db, usage, month, recordId);
}
