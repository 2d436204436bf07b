import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { AdjustBy } from '../budget-adjustment.js';
import { NumericId, UpdateBudgetOutput, Variant, updateBudget } from '../update-budget.js';

export const UpdateCampaignBudgetInput = z.object({ campaignId: NumericId.describe('Campaign ID'), variant: Variant, adjustBy: AdjustBy });
export type UpdateCampaignBudgetInput = z.infer<typeof UpdateCampaignBudgetInput>;

export const metaUpdateCampaignBudget = defineAction({
  app: metaAds,
  id: 'campaigns.updateBudget',
  displayName: 'Update campaign budget',
  description: 'Sets the daily or lifetime budget of a campaign (campaign budget optimisation), or raises or lowers it by an amount or a percentage.',
  categories: ['Social Ads'],
  // Raising a budget twice raises it twice (also when the step sets an amount: the API has no keys).
  mutates: true,
  input: UpdateCampaignBudgetInput,
  output: UpdateBudgetOutput,
  run: (ctx) => updateBudget(ctx, ctx.input.campaignId, ctx.input.variant, ctx.input.adjustBy, 'campaign'),
});
