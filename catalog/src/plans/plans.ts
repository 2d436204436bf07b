/**
 * The plans a billing user can be on, in one place: the billing code (platform/src/billing), the
 * public site's Pricing page and the app's plan page read them from here. Only freemium has a fixed
 * amount of credits; flexible and powerful are sized per customer.
 */
export const PLAN_IDS = ['freemium', 'flexible', 'powerful'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The credits a month freemium includes, and the plan that billing info which cannot be read counts as. */
export const FREEMIUM_CREDITS = 1000;

/** What a plan gives: its credits a month (a number when fixed, else how they are set) and whether it is the default. */
export type PlanFacts = { id: PlanId; credits: number | 'own-limit' | 'agreed'; isDefault: boolean };

export const PLANS: readonly PlanFacts[] = [
  { id: 'freemium', credits: FREEMIUM_CREDITS, isDefault: true },
  // Credits as used, up to the monthly credit limit the billing user sets.
  { id: 'flexible', credits: 'own-limit', isDefault: false },
  // A monthly credit package agreed with the customer.
  { id: 'powerful', credits: 'agreed', isDefault: false },
];

/**
 * The monthly usage limits of every workspace, whatever its plan, by the app that uses them:
 * transactional mails (counted per recipient) and AI spending (counted in euros). The workers enforce them.
 */
export const DEFAULT_USAGE_LIMITS = {
  mailgun: { unit: 'mails', monthly: 100 },
  openai: { unit: 'euros', monthly: 100 },
} as const satisfies Record<string, { unit: 'mails' | 'euros'; monthly: number }>;
