import { z } from 'zod';
import { NonRetryableError } from '../../../sdk/index.js';
import { type AdsAccount, mutate, searchStream } from '../api/ads-api.js';
import { gaqlString } from '../api/gaql.js';
import { microsToUnits, unitsToMicros } from '../api/money.js';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { BudgetChange, changedAmount } from '../mutations/budget-change.js';
import type { HttpClient } from '../../../sdk/index.js';
import { UNITS_REASON } from '../api/versioned.js';

const BudgetTarget = {
  budgetResourceName: AdsResourceName('campaignBudgets', 1, 'Budget').optional(),
  campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign (its budget)').optional(),
};
const oneTarget = (i: { budgetResourceName?: string | undefined; campaignResourceName?: string | undefined }) => (i.budgetResourceName === undefined) !== (i.campaignResourceName === undefined);
const targetMessage = { message: 'Give a budget or a campaign (not both)', path: ['budgetResourceName'] };

/** The budget (resource name and amount in micros) named directly or through its campaign. */
async function budgetOf(http: HttpClient, account: AdsAccount, target: { budgetResourceName?: string | undefined; campaignResourceName?: string | undefined }) {
  const where = target.budgetResourceName
    ? `campaign_budget.resource_name = ${gaqlString(qualified(target.budgetResourceName, 'campaignBudgets', account))}`
    : `campaign.resource_name = ${gaqlString(qualified(target.campaignResourceName!, 'campaigns', account))}`;
  const from = target.budgetResourceName ? 'campaign_budget' : 'campaign';
  const [row] = await searchStream(http, account, `SELECT campaign_budget.resource_name, campaign_budget.amount_micros FROM ${from} WHERE ${where}`);
  const budget = row?.campaignBudget as { resourceName?: string; amountMicros?: string } | undefined;
  if (!budget?.resourceName) throw new NonRetryableError('Google Ads has no such budget (or campaign with a budget)');
  return { resourceName: budget.resourceName, amountMicros: Number(budget.amountMicros ?? 0) };
}

const setAmount = (http: HttpClient, account: AdsAccount, resourceName: string, micros: number) =>
  mutate(http, account, 'campaignBudgets', [{ update: { resourceName, amountMicros: String(micros) }, updateMask: 'amountMicros' }]);

export const budgetsUpdate = defineAdsMutation({
  id: 'budgets.update',
  displayName: 'Set budget (micros)',
  description: 'Sets the daily amount of a campaign budget, in micros (1 unit = 1,000,000 micros).',
  replacedBy: { actionId: 'budgets.change', reason: UNITS_REASON },
  input: z.object({ ...BudgetTarget, amountMicros: z.int().min(10_000).multipleOf(10_000, 'Amounts in micros are whole cents: a multiple of 10,000').describe('Amount (micros)') }).refine(oneTarget, targetMessage),
  output: z.object({ resourceNames: z.array(z.string()), previousAmountMicros: z.number(), amountMicros: z.number() }),
  async run({ input, config, http }) {
    const base = adsAccountOf(config);
    const account = accountOfName(input.budgetResourceName ?? input.campaignResourceName ?? '', base);
    const budget = await budgetOf(http, account, input);
    const resourceNames = await setAmount(http, account, budget.resourceName, input.amountMicros);
    return { resourceNames, previousAmountMicros: budget.amountMicros, amountMicros: input.amountMicros };
  },
});

export const budgetsChange = defineAdsMutation({
  id: 'budgets.change',
  displayName: 'Change budget',
  description: 'Sets a campaign budget to an amount, or raises or lowers it by an amount or a percentage (whole currency units; "12,5" and "10 %" are understood).',
  input: z.intersection(z.object(BudgetTarget).refine(oneTarget, targetMessage), BudgetChange),
  output: z.object({ resourceNames: z.array(z.string()), previousAmount: z.number(), amount: z.number() }),
  async run({ input, config, http }) {
    const base = adsAccountOf(config);
    const account = accountOfName(input.budgetResourceName ?? input.campaignResourceName ?? '', base);
    const budget = await budgetOf(http, account, input);
    const previousAmount = microsToUnits(budget.amountMicros);
    const amount = changedAmount(previousAmount, input);
    if (amount < 0.01) throw new NonRetryableError(`The budget would be ${amount}; a budget must stay above 0`);
    const resourceNames = await setAmount(http, account, budget.resourceName, unitsToMicros(amount));
    return { resourceNames, previousAmount, amount };
  },
});
