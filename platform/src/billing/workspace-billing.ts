import type { Db } from '../db/index.js';
import type { BillingInfoRow } from '../db/tables/billing-info.js';
import { planOf, type BillingPlan } from './billing-plan.js';

export type WorkspaceBilling = BillingPlan & {
  /** Credits a month after which actions stop; null: no limit. */
  creditLimit: number | null;
};

/** Freemium stops at its included credits (or the override); paid plans stop at the user's own limit, if set. */
function billingUserLimit(info: Pick<BillingInfoRow, 'userCreditLimit' | 'overrideFreemiumCreditLimit'> | undefined, plan: BillingPlan): number | null {
  if (plan.plan === 'freemium') return info?.overrideFreemiumCreditLimit ?? plan.includedCredits;
  return info?.userCreditLimit ?? null;
}

/** The plan of the workspace's billing user, and the limit: the workspace's own, else the billing user's. */
export async function workspaceBilling(db: Db, workspaceId: string): Promise<WorkspaceBilling> {
  // One round trip: this runs before every action.
  const row = await db
    .selectFrom('workspaces')
    .leftJoin('billingInfo', 'billingInfo.userId', 'workspaces.billingUserId')
    .select(['workspaces.creditLimit as workspaceCreditLimit', 'billingInfo.userId', 'billingInfo.stripeData', 'billingInfo.userCreditLimit', 'billingInfo.overrideFreemiumCreditLimit'])
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  const info = row.userId === null ? undefined : row;
  const plan = planOf(info?.stripeData);
  return { ...plan, creditLimit: row.workspaceCreditLimit ?? billingUserLimit(info, plan) };
}
