import { z } from 'zod';
import { BillingPlan } from '@tandem/platform/billing/billing-plan';

/** The workspace's plan and this month's credits (calendar month, UTC). */
export const Billing = z.object({
  plan: BillingPlan.shape.plan,
  includedCredits: z.number(),
  usedCredits: z.number(),
  /** Credits a month after which actions stop; null: no limit. */
  creditLimit: z.number().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  usageByApp: z.array(z.object({ app: z.string(), credits: z.number(), units: z.number(), unit: z.string().nullable() })),
});
export type Billing = z.infer<typeof Billing>;

/** The plans on offer and the default usage limits: the plan page and the Pricing page show these. */
export { DEFAULT_USAGE_LIMITS, PLANS, type PlanFacts } from '@tandem/catalog/plans';
