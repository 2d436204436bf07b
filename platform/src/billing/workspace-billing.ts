import type { Db } from '../db/index.js';
import type { BillingInfoRow } from '../db/tables/billing-info.js';
import { planOf, type BillingPlan } from './billing-plan.js';

export type WorkspaceBilling = BillingPlan & {
  /** Credits a month after which actions stop; null: no limit. */
  creditLimit: number | null;
};

/** Freemium stops at its included credits (or the override); paid plans stop at the user's own limit, if set. */
function billingUserLimit(info: BillingInfoRow | undefined, plan: BillingPlan): number | null {
  if (plan.plan === 'freemium') return info?.overrideFreemiumCreditLimit ?? plan.includedCredits;
  return info?.userCreditLimit ?? null;
}

/** The plan of the workspace's billing user, and the limit: the workspace's own, else the billing user's. */
export async function workspaceBilling(db: Db, workspaceId: string): Promise<WorkspaceBilling> {
  const workspace = await db.selectFrom('workspaces').select(['creditLimit', 'billingUserId']).where('id', '=', workspaceId).executeTakeFirstOrThrow();
  const info = workspace.billingUserId
    ? await db.selectFrom('billingInfo').selectAll().where('userId', '=', workspace.billingUserId).executeTakeFirst()
    : undefined;
  const plan = planOf(info?.stripeData);
  return { ...plan, creditLimit: workspace.creditLimit ?? billingUserLimit(info, plan) };
}
