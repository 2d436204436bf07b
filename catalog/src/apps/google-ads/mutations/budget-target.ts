import { NonRetryableError } from '@tandem/catalog/sdk';
import { type AdsAccount, mutate, searchStream } from '../api/ads-api.js';
import { gaqlString } from '../api/gaql.js';
import { AdsResourceName, qualified } from '../api/resource-names.js';
import type { HttpClient } from '@tandem/catalog/sdk';

export const BudgetTarget = {
  budgetResourceName: AdsResourceName('campaignBudgets', 1, 'Budget').optional(),
  campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign (its budget)').optional(),
};
export const oneTarget = (i: { budgetResourceName?: string | undefined; campaignResourceName?: string | undefined }) => (i.budgetResourceName === undefined) !== (i.campaignResourceName === undefined);
export const targetMessage = { message: 'Give a budget or a campaign (not both)', path: ['budgetResourceName'] };

/** The budget (resource name and amount in micros) named directly or through its campaign. */
export async function budgetOf(http: HttpClient, account: AdsAccount, target: { budgetResourceName?: string | undefined; campaignResourceName?: string | undefined }) {
  const where = target.budgetResourceName
    ? `campaign_budget.resource_name = ${gaqlString(qualified(target.budgetResourceName, 'campaignBudgets', account))}`
    : `campaign.resource_name = ${gaqlString(qualified(target.campaignResourceName!, 'campaigns', account))}`;
  const from = target.budgetResourceName ? 'campaign_budget' : 'campaign';
  const [row] = await searchStream(http, account, `SELECT campaign_budget.resource_name, campaign_budget.amount_micros FROM ${from} WHERE ${where}`);
  const budget = row?.campaignBudget as { resourceName?: string; amountMicros?: string } | undefined;
  if (!budget?.resourceName) throw new NonRetryableError('Google Ads has no such budget (or campaign with a budget)');
  return { resourceName: budget.resourceName, amountMicros: Number(budget.amountMicros ?? 0) };
}

export const setAmount = (http: HttpClient, account: AdsAccount, resourceName: string, micros: number) =>
  mutate(http, account, 'campaignBudgets', [{ update: { resourceName, amountMicros: String(micros) }, updateMask: 'amountMicros' }]);
