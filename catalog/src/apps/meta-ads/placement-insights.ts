import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { metaAds } from './app.js';
import { graphId, graphList } from './graph.js';
import { type MetricsPeriod, periodParams } from './metrics-period.js';
import { normaliseRow, type ReportRow, reportFields } from './report-row.js';
import { InsightsOutput } from './insights.js';

export const NumericId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');

/** Metrics of one object per publisher platform and placement. */
export function placementInsights<I extends z.ZodObject<{ metricsPeriod: typeof MetricsPeriod }>>(id: 'ads.placementInsights' | 'adSets.placementInsights', input: I, idOf: (input: z.output<I>) => string) {
  const level = id === 'ads.placementInsights' ? 'ad' : 'adset';
  const noun = level === 'ad' ? 'ad' : 'ad set';
  return defineAction({
    app: metaAds,
    id,
    displayName: `${noun[0]!.toUpperCase()}${noun.slice(1)} placement insights`,
    description: `Metrics of one ${noun} per publisher platform and placement (feed, stories, reels, ...).`,
    categories: ['Social Ads', 'Reporting'],
    mutates: false,
    input,
    output: InsightsOutput,
    async run(ctx) {
      const rows = await graphList<Record<string, unknown>>(ctx.http, `/${graphId(idOf(ctx.input))}/insights`, {
        level,
        fields: reportFields(level),
        breakdowns: ['publisher_platform', 'platform_position'],
        ...periodParams(ctx.input.metricsPeriod as MetricsPeriod),
        limit: 500,
      });
      return { rows: rows.map(normaliseRow) as ReportRow[] };
    },
  });
}
