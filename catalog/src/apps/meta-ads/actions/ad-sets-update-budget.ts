import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { metaAds } from '../app.js';
import { AdjustBy } from '../budget-adjustment.js';
import { NumericId, UpdateBudgetOutput, Variant, updateBudget } from '../update-budget.js';

export const UpdateAdSetBudgetInput = z.object({ adSetId: NumericId.describe('Ad set ID'), variant: Variant, adjustBy: AdjustBy });
export type UpdateAdSetBudgetInput = z.infer<typeof UpdateAdSetBudgetInput>;

export const metaUpdateAdSetBudget = defineAction({
  app: metaAds,
  id: 'adSets.updateBudget',
  displayName: 'Update ad set budget',
  description: 'Sets the daily or lifetime budget of an ad set, or raises or lowers it by an amount or a percentage.',
  categories: ['Social Ads'],
  // Raising a budget twice raises it twice (also when the step sets an amount: the API has no keys).
  mutates: true,
  input: UpdateAdSetBudgetInput,
  output: UpdateBudgetOutput,
  run: (ctx) => updateBudget(ctx, ctx.input.adSetId, ctx.input.variant, ctx.input.adjustBy, 'ad set'),
});
