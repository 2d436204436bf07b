import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { metaAds } from '../app.js';
import { graphId, graphList } from '../graph.js';
import { MetricsPeriod, periodParams } from '../metrics-period.js';
import type { ReportRow} from '../report-row.js';
import { normaliseRow, reportFields } from '../report-row.js';
import { InsightsOutput } from './insights.js';

const NumericId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');

const placementParams = (period: MetricsPeriod, level: 'ad' | 'adset') => ({
  level,
  fields: reportFields(level),
  breakdowns: ['publisher_platform', 'platform_position'],
  ...periodParams(period),
  limit: 500,
});

export const AdPlacementInsightsInput = z.object({ adId: NumericId.describe('Ad ID'), metricsPeriod: MetricsPeriod });
export type AdPlacementInsightsInput = z.infer<typeof AdPlacementInsightsInput>;

export const AdSetPlacementInsightsInput = z.object({ adSetId: NumericId.describe('Ad set ID'), metricsPeriod: MetricsPeriod });
export type AdSetPlacementInsightsInput = z.infer<typeof AdSetPlacementInsightsInput>;

export const metaAdPlacementInsights = defineAction({
  app: metaAds,
  id: 'ads.placementInsights',
  displayName: 'Ad placement insights',
  description: 'Metrics of one ad per publisher platform and placement (feed, stories, reels, ...).',
  categories: ['Social Ads', 'Reporting'],
  mutates: false,
  input: AdPlacementInsightsInput,
  output: InsightsOutput,
  async run({ input, http }) {
    const rows = await graphList<Record<string, unknown>>(http, `/${graphId(input.adId)}/insights`, placementParams(input.metricsPeriod, 'ad'));
    return { rows: rows.map(normaliseRow) as ReportRow[] };
  },
});

export const metaAdSetPlacementInsights = defineAction({
  app: metaAds,
  id: 'adSets.placementInsights',
  displayName: 'Ad set placement insights',
  description: 'Metrics of one ad set per publisher platform and placement.',
  categories: ['Social Ads', 'Reporting'],
  mutates: false,
  input: AdSetPlacementInsightsInput,
  output: InsightsOutput,
  async run({ input, http }) {
    const rows = await graphList<Record<string, unknown>>(http, `/${graphId(input.adSetId)}/insights`, placementParams(input.metricsPeriod, 'adset'));
    return { rows: rows.map(normaliseRow) as ReportRow[] };
  },
});
