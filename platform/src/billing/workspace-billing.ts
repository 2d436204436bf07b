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

/**
 * The most credits a month the billing user's plan allows each of their workspaces: freemium its
 * included credits (or the operators' override), paid plans the user's own limit; null: no cap.
 */
export function planCreditCap(info: Pick<BillingInfoRow, 'stripeData' | 'userCreditLimit' | 'overrideFreemiumCreditLimit'> | undefined): number | null {
  const plan = planOf(info?.stripeData);
  if (plan.plan === 'freemium') return info?.overrideFreemiumCreditLimit ?? plan.includedCredits;
  return info?.userCreditLimit ?? null;
}

/**
 * The plan of the workspace's billing user, and the limit: the workspace's own, else the billing
 * user's; never past the plan's cap (a limit set before a downgrade stops at the new plan's).
 */
export function billingOf(row: WorkspaceBillingRow): WorkspaceBilling {
  const info = row.userId === null ? undefined : row;
  const cap = planCreditCap(info);
  const own = row.workspaceCreditLimit;
  const creditLimit = own === null ? cap : cap === null ? own : Math.min(own, cap);
  return { ...planOf(info?.stripeData), creditLimit };
}

/** The billing of one workspace, read on its own (the billing page); the workers read it with the month's counters (`reserveCredits`). */
export async function workspaceBilling(db: Db, workspaceId: string): Promise<WorkspaceBilling> {
  const row = await db
    .selectFrom('workspaces')
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .select(workspaceBillingColumns)
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return billingOf(row);
}

/** The plan and the cap on the credit limit of one workspace (what its owner may set): its billing user's. */
export async function workspaceCreditCap(db: Db, workspaceId: string): Promise<{ plan: BillingPlan['plan']; cap: number | null }> {
  const info = await db
    .selectFrom('workspaces')
    .innerJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .select(['billingInfo.stripeData', 'billingInfo.userCreditLimit', 'billingInfo.overrideFreemiumCreditLimit'])
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirst();
  return { plan: planOf(info?.stripeData).plan, cap: planCreditCap(info) };
}
