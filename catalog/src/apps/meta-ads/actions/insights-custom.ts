import { z } from 'zod';
import { AccountChoice, defineAction } from '@tandem/catalog/sdk';
import { META_API_VERSION } from '../api-version.js';
import { metaAds } from '../app.js';
import { adAccountPath, graphList } from '../graph.js';
import { MetricsPeriod, periodParams } from '../metrics-period.js';

export const CustomInsightsInput = z.object({
  accountOverride: AccountChoice.optional().describe('Ad account'),
  /** Any parameter of the insights API (`fields`, `breakdowns`, `filtering`, ...); `level` sets the level (default account). */
  queryParams: z.array(z.object({ key: z.string().trim().min(1).max(256), value: z.string().max(2048) })).default([]).describe('Query parameters'),
  metricsPeriod: MetricsPeriod,
});
export type CustomInsightsInput = z.infer<typeof CustomInsightsInput>;

export const CustomInsightsOutput = z.object({ rows: z.array(z.record(z.string(), z.unknown())), apiVersion: z.literal(META_API_VERSION) });
export type CustomInsightsOutput = z.infer<typeof CustomInsightsOutput>;

export const metaCustomInsights = defineAction({
  app: metaAds,
  id: 'insights.custom',
  displayName: 'Custom insights',
  description: `An insights report of the ad account with your own query parameters (Marketing API ${META_API_VERSION}); the key "level" sets the level, account by default.`,
  categories: ['Social Ads', 'Reporting'],
  mutates: false,
  input: CustomInsightsInput,
  output: CustomInsightsOutput,
  async run({ input, config, http }) {
    const params: Record<string, unknown> = { level: 'account', ...periodParams(input.metricsPeriod) };
    for (const { key, value } of input.queryParams) params[key] = value;
    const rows = await graphList<Record<string, unknown>>(http, `/${adAccountPath(config, input.accountOverride)}/insights`, params);
    return { rows, apiVersion: META_API_VERSION };
  },
});
