import { z } from 'zod';
import { microsToUnits } from '@tandem/catalog/sdk';
import { ReportMetrics, reportMetrics } from '../api/report-metrics.js';
import { AdsRef, adsReport, part, refOf, ReportPeriodInput } from './ads-report.js';
import { ScopeFilterInput, scopeConditions, statusCondition } from './report-filters.js';

const refs = ['ad_group.resource_name', 'ad_group.id', 'ad_group.name', 'ad_group.status', 'campaign.resource_name', 'campaign.id', 'campaign.name', 'campaign.status'];
const owners = (row: Record<string, unknown>) => ({ adGroup: refOf(row, 'adGroup'), campaign: refOf(row, 'campaign') });
const { status: _status, ...scopeWithoutStatus } = ScopeFilterInput;
const Owners = { adGroup: AdsRef.optional(), campaign: AdsRef.optional() };

export const KeywordReportRow = z.object({
  resourceName: z.string(),
  criterionId: z.string(),
  text: z.string(),
  matchType: z.string(),
  status: z.string(),
  cpcBid: z.number().optional(),
  qualityScore: z.number().optional(),
  ...Owners,
  metrics: ReportMetrics,
});

export const keywordsReport = adsReport({
  displayName: 'Keywords report',
  description: 'Keywords with match type, status, bid, quality score, ad group, campaign and metrics over a period; money in whole currency units.',
  input: { ...ReportPeriodInput, ...ScopeFilterInput },
  from: 'keyword_view',
  fields: [
    'ad_group_criterion.resource_name', 'ad_group_criterion.criterion_id', 'ad_group_criterion.keyword.text', 'ad_group_criterion.keyword.match_type',
    'ad_group_criterion.status', 'ad_group_criterion.cpc_bid_micros', 'ad_group_criterion.quality_info.quality_score', ...refs,
  ],
  where: (input) => [...scopeConditions(input), statusCondition('ad_group_criterion.status', input.status)],
  row: KeywordReportRow,
  toRow: (row) => {
    const c = part(row, 'adGroupCriterion') as { resourceName: string; criterionId: string; status: string; keyword?: { text?: string; matchType?: string }; cpcBidMicros?: string; qualityInfo?: { qualityScore?: number } };
    return {
      resourceName: c.resourceName,
      criterionId: c.criterionId,
      text: c.keyword?.text ?? '',
      matchType: c.keyword?.matchType ?? '',
      status: c.status,
      ...(c.cpcBidMicros === undefined ? {} : { cpcBid: microsToUnits(c.cpcBidMicros) }),
      ...(c.qualityInfo?.qualityScore === undefined ? {} : { qualityScore: c.qualityInfo.qualityScore }),
      ...owners(row),
      metrics: reportMetrics(row.metrics),
    };
  },
});

export const SearchTermReportRow = z.object({ searchTerm: z.string(), status: z.string().optional(), ...Owners, metrics: ReportMetrics });

export const searchTermsReport = adsReport({
  displayName: 'Search terms report',
  description: 'What people searched for when your ads showed, with ad group, campaign and metrics over a period.',
  input: { ...ReportPeriodInput, ...scopeWithoutStatus },
  from: 'search_term_view',
  fields: ['search_term_view.search_term', 'search_term_view.status', ...refs],
  where: (input) => scopeConditions(input),
  orderBy: 'metrics.impressions DESC',
  row: SearchTermReportRow,
  toRow: (row) => {
    const view = part(row, 'searchTermView') as { searchTerm: string; status?: string };
    return { searchTerm: view.searchTerm, status: view.status, ...owners(row), metrics: reportMetrics(row.metrics) };
  },
});

export const PlacementReportRow = z.object({ placement: z.string(), displayName: z.string().optional(), targetUrl: z.string().optional(), placementType: z.string().optional(), ...Owners, metrics: ReportMetrics });

export const placementsReport = adsReport({
  displayName: 'Placements report',
  description: 'Websites, apps and videos where your display and video ads showed, with metrics over a period.',
  input: { ...ReportPeriodInput, ...scopeWithoutStatus },
  from: 'detail_placement_view',
  fields: ['detail_placement_view.placement', 'detail_placement_view.display_name', 'detail_placement_view.target_url', 'detail_placement_view.placement_type', ...refs],
  where: (input) => scopeConditions(input),
  orderBy: 'metrics.impressions DESC',
  row: PlacementReportRow,
  toRow: (row) => ({ ...(part(row, 'detailPlacementView') as { placement: string }), ...owners(row), metrics: reportMetrics(row.metrics) }),
});

export const ProductReportRow = z.object({ productItemId: z.string(), productTitle: z.string().optional(), productBrand: z.string().optional(), ...Owners, metrics: ReportMetrics });

export const productsReport = adsReport({
  displayName: 'Product performance report',
  description: 'Shopping and Performance Max products (item id, title, brand) with metrics over a period.',
  input: { ...ReportPeriodInput, campaignResourceName: ScopeFilterInput.campaignResourceName },
  from: 'shopping_performance_view',
  fields: ['segments.product_item_id', 'segments.product_title', 'segments.product_brand', 'campaign.resource_name', 'campaign.id', 'campaign.name', 'ad_group.resource_name', 'ad_group.id', 'ad_group.name'],
  where: (input) => [scopeConditions({ ...input, includeRemovedCampaignsAndAdGroups: true })[0]],
  orderBy: 'metrics.clicks DESC',
  row: ProductReportRow,
  toRow: (row) => ({ ...(part(row, 'segments') as { productItemId: string }), ...owners(row), metrics: reportMetrics(row.metrics) }),
});
