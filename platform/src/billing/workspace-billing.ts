import type { Db } from '../db/index.js';
import type { BillingInfoRow } from '../db/tables/billing-info.js';
import { planOf, type BillingPlan } from './billing-plan.js';

export type WorkspaceBilling = BillingPlan & {
  /** Credits a month after which actions stop; null: no limit. */
  creditLimit: number | null;
};

/** What the billing of a workspace is made of: its own limit and its billing user's billing info (null when none). */
export type WorkspaceBillingRow = Pick<BillingInfoRow, 'stripeData' | 'userCreditLimit' | 'overrideFreemiumCreditLimit'> & {
  workspaceCreditLimit: number | null;
  userId: string | null;
};

/** The columns of a `WorkspaceBillingRow`, from `workspaces` left-joined with `billingInfo` on the billing user. */
export const workspaceBillingColumns = [
  'workspaces.creditLimit as workspaceCreditLimit',
  'billingInfo.userId',
  'billingInfo.stripeData',
  'billingInfo.userCreditLimit',
  'billingInfo.overrideFreemiumCreditLimit',
] as const;

/** Freemium stops at its included credits (or the override); paid plans stop at the user's own limit, if set. */
function billingUserLimit(info: Pick<BillingInfoRow, 'userCreditLimit' | 'overrideFreemiumCreditLimit'> | undefined, plan: BillingPlan): number | null {
  if (plan.plan === 'freemium') return info?.overrideFreemiumCreditLimit ?? plan.includedCredits;
  return info?.userCreditLimit ?? null;
}

/** The plan of the workspace's billing user, and the limit: the workspace's own, else the billing user's. */
export function billingOf(row: WorkspaceBillingRow): WorkspaceBilling {
  const info = row.userId === null ? undefined : row;
  const plan = planOf(info?.stripeData);
  return { ...plan, creditLimit: row.workspaceCreditLimit ?? billingUserLimit(info, plan) };
}

/** The billing of one workspace, read on its own (the billing page); the workers read it with the month's counters (`monthStanding`). */
export async function workspaceBilling(db: Db, workspaceId: string): Promise<WorkspaceBilling> {
  const row = await db
    .selectFrom('workspaces')
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .select(workspaceBillingColumns)
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return billingOf(row);
}
