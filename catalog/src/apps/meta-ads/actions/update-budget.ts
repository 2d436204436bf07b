import { z } from 'zod';
import { defineAction, type HttpClient, NonRetryableError } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { metaAds, type MetaAdsConfig } from '../app.js';
import { AdjustBy, adjustedBudget } from '../budget-adjustment.js';
import { accountCurrency, graphId, updateObject } from '../graph.js';
import { toMainUnit, toSubUnits } from '../money.js';

const NumericId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');
const Variant = z.enum(['daily', 'lifetime']).default('daily').describe('Budget');

export const UpdateBudgetOutput = z.object({ id: z.string(), variant: z.enum(['daily', 'lifetime']), previousBudget: z.number(), budget: z.number(), currency: z.string() });
export type UpdateBudgetOutput = z.infer<typeof UpdateBudgetOutput>;

export const UpdateAdSetBudgetInput = z.object({ adSetId: NumericId.describe('Ad set ID'), variant: Variant, adjustBy: AdjustBy });
export type UpdateAdSetBudgetInput = z.infer<typeof UpdateAdSetBudgetInput>;

export const UpdateCampaignBudgetInput = z.object({ campaignId: NumericId.describe('Campaign ID'), variant: Variant, adjustBy: AdjustBy });
export type UpdateCampaignBudgetInput = z.infer<typeof UpdateCampaignBudgetInput>;

async function updateBudget(
  { http, config }: { http: HttpClient; config: MetaAdsConfig },
  id: string,
  variant: 'daily' | 'lifetime',
  by: AdjustBy,
  noun: string,
): Promise<UpdateBudgetOutput> {
  const field = `${variant}_budget`;
  const current = (await http.get<Record<string, string | undefined>>(`/${graphId(id)}`, { query: [['fields', `${field},account_id`]], responseType: 'json' })).body;
  if (current[field] === undefined || current[field] === '0') {
    throw new NonRetryableError(`The ${noun} has no ${variant} budget (its budget may be set on the ${noun === 'ad set' ? 'campaign' : 'ad sets'})`);
  }
  const currency = await accountCurrency(http, config);
  const previousBudget = toMainUnit(current[field], currency) ?? 0;
  const budget = adjustedBudget(previousBudget, by);
  await updateObject(http, id, { [field]: toSubUnits(budget, currency) });
  return { id, variant, previousBudget, budget, currency };
}

export const metaUpdateAdSetBudget = defineAction({
  app: metaAds,
  id: 'adSets.updateBudget',
  displayName: 'Update ad set budget',
  description: 'Sets the daily or lifetime budget of an ad set, or raises or lowers it by an amount or a percentage.',
  categories: ['Social Ads'],
  ...actionRetryTraits['meta-ads/adSets.updateBudget'],
  input: UpdateAdSetBudgetInput,
  output: UpdateBudgetOutput,
  run: (ctx) => updateBudget(ctx, ctx.input.adSetId, ctx.input.variant, ctx.input.adjustBy, 'ad set'),
});

export const metaUpdateCampaignBudget = defineAction({
  app: metaAds,
  id: 'campaigns.updateBudget',
  displayName: 'Update campaign budget',
  description: 'Sets the daily or lifetime budget of a campaign (campaign budget optimisation), or raises or lowers it by an amount or a percentage.',
  categories: ['Social Ads'],
  ...actionRetryTraits['meta-ads/campaigns.updateBudget'],
  input: UpdateCampaignBudgetInput,
  output: UpdateBudgetOutput,
  run: (ctx) => updateBudget(ctx, ctx.input.campaignId, ctx.input.variant, ctx.input.adjustBy, 'campaign'),
});
