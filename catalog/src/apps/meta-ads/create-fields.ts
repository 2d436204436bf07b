import { z } from 'zod';

/** Name-like identifiers: 1 to 256 letters, digits, _ and -. */
export const NameLike = z.string().trim().regex(/^[A-Za-z0-9_-]{1,256}$/, 'Use 1 to 256 letters, digits, _ and -');

export const CreateStatus = z.enum(['ACTIVE', 'PAUSED']).default('PAUSED').describe('Status');

/** A budget of a new campaign or ad set, in the unit of the action's version. */
export const NewBudget = z.object({ type: z.enum(['DAILY', 'LIFETIME']), amount: z.number().positive() });
export type NewBudget = z.infer<typeof NewBudget>;

export const DateTime = z.iso.datetime({ offset: true });

export const campaignObjectives = ['OUTCOME_APP_PROMOTION', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC'] as const;

export const optimizationGoals = [
  'LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH', 'OFFSITE_CONVERSIONS', 'VALUE', 'THRUPLAY', 'POST_ENGAGEMENT', 'LEAD_GENERATION',
  'QUALITY_LEAD', 'APP_INSTALLS', 'CONVERSATIONS', 'AD_RECALL_LIFT', 'PAGE_LIKES', 'EVENT_RESPONSES',
] as const;

export const billingEvents = ['IMPRESSIONS', 'LINK_CLICKS', 'THRUPLAY', 'POST_ENGAGEMENT', 'APP_INSTALLS', 'PAGE_LIKES'] as const;

/** How often one person sees the ads: at most `maxFrequency` impressions in `intervalDays` days (1–90 each). */
export const FrequencyControl = z.object({
  event: z.literal('IMPRESSIONS').default('IMPRESSIONS'),
  intervalDays: z.number().int().min(1).max(90),
  maxFrequency: z.number().int().min(1).max(90),
});
export type FrequencyControl = z.infer<typeof FrequencyControl>;

/** ISO 3166 alpha-2 country codes. */
export const CountryCode = z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use ISO country codes such as DE');
