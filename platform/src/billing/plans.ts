import type { BillingPlan } from './billing-plan.js';

/**
 * The plans Tandem offers, in the order shown (the app's plan page and the site's Pricing page both
 * read this list; nothing else states a plan's price or credits). Pure data: the web app imports it.
 */
export type PlanOffer = {
  plan: BillingPlan['plan'];
  /** Euros a month, before tax; 0 for freemium. */
  monthlyPriceEuros: number;
  /** Credits included every calendar month (UTC). */
  includedCredits: number;
  /** Whether the billing user may buy credits past the included ones (up to the credit limit they set). */
  extraCredits: boolean;
  /** Euros per 1,000 credits past the included ones; null when the plan stops at its included credits. */
  extraCreditsEurosPer1000: number | null;
};

export const PLANS: readonly PlanOffer[] = [
  { plan: 'freemium', monthlyPriceEuros: 0, includedCredits: 1000, extraCredits: false, extraCreditsEurosPer1000: null },
  { plan: 'flexible', monthlyPriceEuros: 29, includedCredits: 10_000, extraCredits: true, extraCreditsEurosPer1000: 3 },
  { plan: 'powerful', monthlyPriceEuros: 99, includedCredits: 50_000, extraCredits: true, extraCreditsEurosPer1000: 2 },
];

export function planOffer(plan: BillingPlan['plan']): PlanOffer {
  const offer = PLANS.find((candidate) => candidate.plan === plan);
  if (!offer) throw new Error(`No plan ${plan}`);
  return offer;
}

/**
 * The default monthly usage limits of every workspace, whatever its plan: transactional mails
 * (counted per recipient) and AI spending (counted in euros). The workers enforce them.
 */
export const DEFAULT_USAGE_LIMITS = {
  mailgun: { unit: 'mails', monthly: 100 },
  openai: { unit: 'euros', monthly: 100 },
} as const satisfies Record<string, { unit: 'mails' | 'euros'; monthly: number }>;
