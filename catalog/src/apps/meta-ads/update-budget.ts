import { z } from 'zod';
import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import { type MetaAdsConfig } from './app.js';
import { type AdjustBy, adjustedBudget } from './budget-adjustment.js';
import { accountCurrency, graphId, updateObject } from './graph.js';
import { toMainUnit, toSubUnits } from './money.js';

export const NumericId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');
export const Variant = z.enum(['daily', 'lifetime']).default('daily').describe('Budget');

export const UpdateBudgetOutput = z.object({ id: z.string(), variant: z.enum(['daily', 'lifetime']), previousBudget: z.number(), budget: z.number(), currency: z.string() });
export type UpdateBudgetOutput = z.infer<typeof UpdateBudgetOutput>;

export async function updateBudget(
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
