import { z } from 'zod';
import { FREEMIUM_CREDITS, PLAN_IDS } from '@tandem/catalog/plans';

/** A user's billing info, `stripeData`: the plan and the credits it includes each month. */
export const BillingPlan = z.object({
  plan: z.enum(PLAN_IDS),
  includedCredits: z.number().int().min(0),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

/** Billing info that cannot be parsed counts as freemium with 1000 credits. */
export const FALLBACK_PLAN: BillingPlan = { plan: 'freemium', includedCredits: FREEMIUM_CREDITS };

export function planOf(stripeData: unknown): BillingPlan {
  const parsed = BillingPlan.safeParse(stripeData);
  return parsed.success ? parsed.data : FALLBACK_PLAN;
}
