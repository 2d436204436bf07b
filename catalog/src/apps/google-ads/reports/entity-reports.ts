import { z } from 'zod';
import { checkbox, microsToUnits } from '@tandem/catalog/sdk';
import { gaqlString } from '../api/gaql.js';
import { ReportMetrics, reportMetrics } from '../api/report-metrics.js';
import { AdsRef, adsReport, part, refOf, ReportPeriodInput } from './ads-report.js';
import { ScopeFilterInput, scopeConditions, statusCondition } from './report-filters.js';

const ref = (prefix: string) => [`${prefix}.resource_name`, `${prefix}.id`, `${prefix}.name`, `${prefix}.status`];
const texts = (assets: unknown): string[] => (Array.isArray(assets) ? assets.map((a) => String((a as { text?: unknown }).text ?? '')) : []);

/** The channels of Google Ads v24. */
export const AdvertisingChannelTypes = z.enum(['DEMAND_GEN', 'DISPLAY', 'HOTEL', 'LOCAL', 'LOCAL_SERVICES', 'MULTI_CHANNEL', 'PERFORMANCE_MAX', 'SEARCH', 'SHOPPING', 'SMART', 'TRAVEL', 'VIDEO']);
/** A channel; DISCOVERY (gone from the API: Google made Discovery campaigns Demand Gen) is read as DEMAND_GEN, so older flows keep working. */
export const AdvertisingChannelType = z.preprocess((v) => (v === 'DISCOVERY' ? 'DEMAND_GEN' : v), AdvertisingChannelTypes);

export const CampaignReportRow = z.object({
  resourceName: z.string(),
  id: z.string(),
  name: z.string(),
  status: z.string(),
  advertisingChannelType: z.string().optional(),
  biddingStrategyType: z.string().optional(),
  budget: z.object({ resourceName: z.string(), amount: z.number() }).optional(),
  metrics: ReportMetrics,
});

export const campaignsReport = adsReport({
  displayName: 'Campaigns report',
  description: 'Campaigns with their channel, bidding, daily budget and metrics over a period; money in whole currency units.',
  input: {
    ...ReportPeriodInput,
    advertisingChannelType: AdvertisingChannelType.optional().describe('Channel'),
    includeRemovedCampaigns: checkbox(z.boolean().default(false).describe('Include removed campaigns')),
  },
  from: 'campaign',
  fields: [...ref('campaign'), 'campaign.advertising_channel_type', 'campaign.bidding_strategy_type', 'campaign_budget.resource_name', 'campaign_budget.amount_micros'],
  where: (input) => [input.advertisingChannelType && `campaign.advertising_channel_type = ${gaqlString(input.advertisingChannelType)}`, !input.includeRemovedCampaigns && "campaign.status != 'REMOVED'"],
  orderBy: 'campaign.id',
  row: CampaignReportRow,
  toRow: (row) => {
    const c = part(row, 'campaign');
    const budget = part(row, 'campaignBudget');
    return {
      ...(c as { resourceName: string; id: string; name: string; status: string }),
      ...(typeof budget.resourceName === 'string' ? { budget: { resourceName: budget.resourceName, amount: microsToUnits((budget.amountMicros as string | undefined) ?? 0) } } : {}),
      metrics: reportMetrics(row.metrics),
    };
  },
});

export const CustomerReportRow = z.object({ resourceName: z.string(), id: z.string(), descriptiveName: z.string().optional(), currencyCode: z.string().optional(), timeZone: z.string().optional(), metrics: ReportMetrics });

export const customersReport = adsReport({
  displayName: 'Customers report',
  description: 'The account with its name, currency, time zone and metrics over a period.',
  input: { ...ReportPeriodInput },
  from: 'customer',
  fields: ['customer.resource_name', 'customer.id', 'customer.descriptive_name', 'customer.currency_code', 'customer.time_zone'],
  row: CustomerReportRow,
  toRow: (row) => ({ ...(part(row, 'customer') as { resourceName: string; id: string }), metrics: reportMetrics(row.metrics) }),
});

export const AdGroupAdReportRow = z.object({
  resourceName: z.string(),
  status: z.string(),
  adStrength: z.string().optional(),
  approvalStatus: z.string().optional(),
  reviewStatus: z.string().optional(),
  ad: z.object({ id: z.string(), type: z.string().optional(), finalUrls: z.array(z.string()), headlines: z.array(z.string()), descriptions: z.array(z.string()), path1: z.string().optional(), path2: z.string().optional() }),
  adGroup: AdsRef.optional(),
  campaign: AdsRef.optional(),
  metrics: ReportMetrics,
});

export const adGroupAdsReport = adsReport({
  displayName: 'Ad group ads report',
  description: 'Ads with their headlines, descriptions, final URLs, strength, approval and metrics over a period.',
  input: { ...ReportPeriodInput, ...ScopeFilterInput },
  from: 'ad_group_ad',
  fields: [
    'ad_group_ad.resource_name', 'ad_group_ad.status', 'ad_group_ad.ad_strength', 'ad_group_ad.policy_summary.approval_status', 'ad_group_ad.policy_summary.review_status',
    'ad_group_ad.ad.id', 'ad_group_ad.ad.type', 'ad_group_ad.ad.final_urls', 'ad_group_ad.ad.responsive_search_ad.headlines', 'ad_group_ad.ad.responsive_search_ad.descriptions',
    'ad_group_ad.ad.responsive_search_ad.path1', 'ad_group_ad.ad.responsive_search_ad.path2', ...ref('ad_group'), ...ref('campaign'),
  ],
  where: (input) => [...scopeConditions(input), statusCondition('ad_group_ad.status', input.status)],
  row: AdGroupAdReportRow,
  toRow: (row) => {
    const aga = part(row, 'adGroupAd') as { resourceName: string; status: string; adStrength?: string; policySummary?: { approvalStatus?: string; reviewStatus?: string }; ad?: Record<string, unknown> };
    const ad = aga.ad ?? {};
    const rsa = (ad.responsiveSearchAd ?? {}) as Record<string, unknown>;
    return {
      resourceName: aga.resourceName,
      status: aga.status,
      adStrength: aga.adStrength,
      approvalStatus: aga.policySummary?.approvalStatus,
      reviewStatus: aga.policySummary?.reviewStatus,
      ad: { id: String(ad.id ?? ''), type: ad.type as string | undefined, finalUrls: (ad.finalUrls as string[] | undefined) ?? [], headlines: texts(rsa.headlines), descriptions: texts(rsa.descriptions), path1: rsa.path1 as string | undefined, path2: rsa.path2 as string | undefined },
      adGroup: refOf(row, 'adGroup'),
      campaign: refOf(row, 'campaign'),
      metrics: reportMetrics(row.metrics),
    };
  },
});

export const AssetGroupReportRow = z.object({
  resourceName: z.string(),
  name: z.string(),
  status: z.string(),
  id: z.string(),
  campaign: z.object({ resourceName: z.string(), name: z.string().optional(), status: z.string().optional() }).optional(),
  finalUrls: z.array(z.string()),
  finalMobileUrls: z.array(z.string()),
  path1: z.string().optional(),
  path2: z.string().optional(),
  adStrength: z.string().optional(),
  metrics: ReportMetrics,
});

export const assetGroupsReport = adsReport({
  displayName: 'Asset groups report',
  description: 'Performance Max asset groups with their URLs, paths, ad strength, campaign and metrics over a period.',
  input: { ...ReportPeriodInput, campaignResourceName: ScopeFilterInput.campaignResourceName, status: ScopeFilterInput.status },
  from: 'asset_group',
  fields: [
    'asset_group.resource_name', 'asset_group.name', 'asset_group.status', 'asset_group.id', 'asset_group.final_urls', 'asset_group.final_mobile_urls',
    'asset_group.path1', 'asset_group.path2', 'asset_group.ad_strength', 'campaign.resource_name', 'campaign.name', 'campaign.status',
  ],
  where: (input) => [scopeConditions({ ...input, includeRemovedCampaignsAndAdGroups: true })[0], statusCondition('asset_group.status', input.status)],
  row: AssetGroupReportRow,
  toRow: (row) => {
    const group = part(row, 'assetGroup') as { resourceName: string; name: string; status: string; id: string; finalUrls?: string[]; finalMobileUrls?: string[] };
    return { ...group, finalUrls: group.finalUrls ?? [], finalMobileUrls: group.finalMobileUrls ?? [], campaign: refOf(row, 'campaign'), metrics: reportMetrics(row.metrics) };
  },
});
