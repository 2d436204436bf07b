import { z } from 'zod';
import { planOffer } from './plans.js';

/** A user's billing info, `stripeData`: the plan and the credits it includes each month. */
export const BillingPlan = z.object({
  plan: z.enum(['freemium', 'flexible', 'powerful']),
  includedCredits: z.number().int().min(0),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

/** Billing info that cannot be parsed counts as freemium with 1000 credits. */
export const FALLBACK_PLAN: BillingPlan = { plan: 'freemium', includedCredits: planOffer('freemium').includedCredits };

export function planOf(stripeData: unknown): BillingPlan {
  const parsed = BillingPlan.safeParse(stripeData);
  return parsed.success ? parsed.data : FALLBACK_PLAN;
}
