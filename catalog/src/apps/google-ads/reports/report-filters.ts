import { z } from 'zod';
import { checkbox } from '@tandem/catalog/sdk';
import { gaqlString } from '../api/gaql.js';
import { AdsResourceName } from '../api/resource-names.js';
import { AdsStatus } from './ads-report.js';

/** The GAQL condition that picks one campaign or ad group by resource name or id. */
export function refCondition(resource: 'campaign' | 'ad_group', value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value.startsWith('customers/') ? `${resource}.resource_name = ${gaqlString(value)}` : `${resource}.id = ${value}`;
}

/** `<field> IN ('ENABLED', ...)` for a status filter. */
export const statusCondition = (field: string, statuses: readonly string[] | undefined): string | undefined =>
  statuses && statuses.length > 0 ? `${field} IN (${statuses.map(gaqlString).join(', ')})` : undefined;

/** Filters of reports below the campaign: campaign, ad group, status, and whether removed campaigns and ad groups count. */
export const ScopeFilterInput = {
  campaignResourceName: AdsResourceName('campaigns', 1, 'Campaign').optional(),
  adGroupResourceName: AdsResourceName('adGroups', 1, 'Ad group').optional(),
  status: z.array(AdsStatus).optional().describe('Status'),
  includeRemovedCampaignsAndAdGroups: checkbox(z.boolean().default(false).describe('Include removed campaigns and ad groups')),
};
type ScopeFilter = { campaignResourceName?: string | undefined; adGroupResourceName?: string | undefined; includeRemovedCampaignsAndAdGroups: boolean };

/** The conditions of `ScopeFilterInput` (the status one is the report's own). */
export function scopeConditions(input: ScopeFilter): Array<string | undefined> {
  return [
    refCondition('campaign', input.campaignResourceName),
    refCondition('ad_group', input.adGroupResourceName),
    ...(input.includeRemovedCampaignsAndAdGroups ? [] : ["campaign.status != 'REMOVED'", "ad_group.status != 'REMOVED'"]),
  ];
}
