import { z } from 'zod';
import { microsToUnits, NonRetryableError, unitsToMicros } from '@tandem/catalog/sdk';
import { accountOfName } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { BudgetChange, changedAmount } from '../mutations/budget-change.js';
import { BudgetTarget, budgetOf, oneTarget, setAmount, targetMessage } from '../mutations/budget-target.js';

export const budgetsChange = defineAdsMutation({
  id: 'budgets.change',
  displayName: 'Change budget',
  description: 'Sets a campaign budget to an amount, or raises or lowers it by an amount or a percentage (whole currency units; "12,5" and "10 %" are understood).',
  // Raising or lowering by an amount or percentage twice changes it twice.
  idempotent: false,
  input: z.intersection(z.object(BudgetTarget).refine(oneTarget, targetMessage), BudgetChange),
  output: z.object({ resourceNames: z.array(z.string()), previousAmount: z.number(), amount: z.number() }),
  async run({ input, config, http }) {
    const base = adsAccountOf(config);
    const account = accountOfName(input.budgetResourceName ?? input.campaignResourceName ?? '', base);
    const budget = await budgetOf(http, account, input);
    const previousAmount = microsToUnits(budget.amountMicros);
    const amount = changedAmount(previousAmount, input);
    if (amount < 0.01) throw new NonRetryableError(`The budget would be ${amount}; a budget must stay above 0`);
    const resourceNames = await setAmount(http, account, budget.resourceName, unitsToMicros(amount, 2));
    return { resourceNames, previousAmount, amount };
  },
});
