import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { klaviyo } from '../app.js';
import { type Document, filterText, jsonApiBody, type Resource } from '../json-api.js';

export const campaignStatistics = [
  'recipients', 'delivered', 'delivery_rate', 'opens', 'opens_unique', 'open_rate', 'clicks', 'clicks_unique', 'click_rate', 'click_to_open_rate',
  'bounced', 'bounce_rate', 'unsubscribes', 'unsubscribe_rate', 'spam_complaints', 'conversions', 'conversion_uniques', 'conversion_rate',
  'conversion_value', 'revenue_per_recipient', 'average_order_value',
] as const;

export const reportTimeframes = ['today', 'yesterday', 'this_week', 'last_7_days', 'last_week', 'this_month', 'last_30_days', 'last_month', 'last_90_days', 'last_3_months', 'last_365_days', 'last_12_months', 'this_year', 'last_year'] as const;

export const CampaignReportInput = z.object({
  statistics: z.array(z.enum(campaignStatistics)).min(1).default(['recipients', 'opens_unique', 'open_rate', 'clicks_unique', 'click_rate', 'conversions', 'conversion_value']).describe('Statistics'),
  timeframe: z.enum(reportTimeframes).default('last_30_days').describe('Timeframe'),
  /** The metric that counts as a conversion, e.g. the id of "Placed Order". */
  conversionMetricId: z.string().trim().min(1).describe('Conversion metric ID'),
  campaignId: z.string().trim().min(1).optional().describe('Campaign ID (empty: all campaigns)'),
});
export type CampaignReportInput = z.infer<typeof CampaignReportInput>;

export const CampaignReportRow = z.object({
  groupings: z.record(z.string(), z.string()),
  statistics: z.record(z.string(), z.number().nullable()),
});
export type CampaignReportRow = z.infer<typeof CampaignReportRow>;

export const klaviyoCampaignReport = defineAction({
  app: klaviyo,
  id: 'campaigns.report',
  displayName: 'Campaign report',
  description: 'Opens, clicks, conversions and revenue of the campaigns (or one campaign) for a timeframe.',
  categories: ['Reporting'],
  mutates: false,
  input: CampaignReportInput,
  output: z.object({ results: z.array(CampaignReportRow) }),
  async run({ input, http }) {
    const attributes = {
      statistics: input.statistics,
      timeframe: { key: input.timeframe },
      conversion_metric_id: input.conversionMetricId,
      ...(input.campaignId ? { filter: `equals(campaign_id,${filterText(input.campaignId)})` } : {}),
    };
    const response = await http.post<Document<Resource<{ results: CampaignReportRow[] }>>>('/campaign-values-reports', {
      ...jsonApiBody({ type: 'campaign-values-report', attributes }),
      responseType: 'json',
    });
    return { results: response.body.data.attributes.results };
  },
});
