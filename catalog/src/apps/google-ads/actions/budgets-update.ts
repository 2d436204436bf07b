import { z } from 'zod';
import { accountOfName } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { UNITS_REASON } from '../api/versioned.js';
import { BudgetTarget, budgetOf, oneTarget, setAmount, targetMessage } from '../mutations/budget-target.js';

export const budgetsUpdate = defineAdsMutation({
  id: 'budgets.update',
  displayName: 'Set budget (micros)',
  description: 'Sets the daily amount of a campaign budget, in micros (1 unit = 1,000,000 micros).',
  replacedBy: { actionId: 'budgets.change', reason: UNITS_REASON },
  // Sets a state: the same call twice leaves the account as once.
  idempotent: true,
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
