import { z } from 'zod';
import { AccountChoice, defineAction } from '@tandem/catalog/sdk';
import { metaAds } from './app.js';
import { adAccountPath, graphList } from './graph.js';
import { MetricsPeriod, periodParams } from './metrics-period.js';
import { ActionReportTime, AttributionChoice, attributionParams, TimeIncrement } from './report-options.js';
import { normaliseRow, ReportRow, type ReportLevel, reportFields } from './report-row.js';

export const InsightsOutput = z.object({ rows: z.array(ReportRow) });
export type InsightsOutput = z.infer<typeof InsightsOutput>;

export const InsightsV2Input = z.object({
  accountOverride: AccountChoice.optional().describe('Ad account'),
  metricsPeriod: MetricsPeriod,
  actionReportTime: ActionReportTime,
  actionAttributionWindows: AttributionChoice,
  timeIncrement: TimeIncrement,
});
export type InsightsV2Input = z.infer<typeof InsightsV2Input>;

export const InsightsV1Input = z.object({ metricsPeriod: MetricsPeriod });
export type InsightsV1Input = z.infer<typeof InsightsV1Input>;

const levels = {
  campaign: { resource: 'campaigns', noun: 'campaign' },
  adset: { resource: 'adSets', noun: 'ad set' },
  ad: { resource: 'ads', noun: 'ad' },
} as const satisfies Record<ReportLevel, { resource: string; noun: string }>;

type Resource = (typeof levels)[ReportLevel]['resource'];

/** The report level of the resource an action id names (`adSets.insights` → adset). */
const levelOf = (id: string): ReportLevel => (Object.keys(levels) as ReportLevel[]).find((level) => levels[level].resource === id.split('.')[0])!;

const common = { app: metaAds, categories: ['Social Ads', 'Reporting'], mutates: false, output: InsightsOutput } as const;

/** Insights of every object of one level of the ad account, all pages. */
export function insightsV2(id: `${Resource}.insightsV2`) {
  const level = levelOf(id);
  const { noun } = levels[level];
  return defineAction({
    ...common,
    id,
    displayName: `${noun[0]!.toUpperCase()}${noun.slice(1)} insights`,
    description: `Delivery, cost, actions and video metrics of every ${noun} of the ad account for a period, with the attribution and report time you choose.`,
    input: InsightsV2Input,
    async run({ input, config, http }) {
      const rows = await graphList<Record<string, unknown>>(http, `/${adAccountPath(config, input.accountOverride)}/insights`, {
        level,
        fields: reportFields(level),
        ...periodParams(input.metricsPeriod),
        action_report_time: input.actionReportTime,
        ...attributionParams(input.actionAttributionWindows),
        time_increment: input.timeIncrement,
        limit: 500,
      });
      return { rows: rows.map(normaliseRow) as ReportRow[] };
    },
  });
}

export function insightsV1(id: `${Resource}.insights`) {
  const level = levelOf(id);
  const { noun } = levels[level];
  return defineAction({
    ...common,
    id,
    displayName: `${noun[0]!.toUpperCase()}${noun.slice(1)} insights (old)`,
    description: `Delivery, cost and actions of every ${noun} of the connection's ad account for a period.`,
    input: InsightsV1Input,
    replacedBy: { actionId: `${id}V2`, reason: 'The new version adds another ad account, the action report time, attribution windows and a time breakdown.' },
    async run({ input, config, http }) {
      const rows = await graphList<Record<string, unknown>>(http, `/${adAccountPath(config)}/insights`, {
        level,
        fields: reportFields(level),
        ...periodParams(input.metricsPeriod),
        limit: 500,
      });
      return { rows: rows.map(normaliseRow) as ReportRow[] };
    },
  });
}
