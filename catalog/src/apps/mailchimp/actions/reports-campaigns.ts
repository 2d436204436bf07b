import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { mailchimp } from '../app.js';
import { allByOffset } from '../offset-pages.js';

/** A campaign report: delivery, opens, clicks and e-commerce results of one sent campaign. */
export const CampaignReport = z.looseObject({
  id: z.string(),
  campaign_title: z.string().optional(),
  subject_line: z.string().optional(),
  list_id: z.string().optional(),
  emails_sent: z.number().optional(),
  send_time: z.string().optional(),
  unsubscribed: z.number().optional(),
  bounces: z.looseObject({ hard_bounces: z.number().optional(), soft_bounces: z.number().optional() }).optional(),
  opens: z.looseObject({ opens_total: z.number().optional(), unique_opens: z.number().optional(), open_rate: z.number().optional() }).optional(),
  clicks: z.looseObject({ clicks_total: z.number().optional(), unique_clicks: z.number().optional(), click_rate: z.number().optional() }).optional(),
  ecommerce: z.looseObject({ total_orders: z.number().optional(), total_spent: z.number().optional(), total_revenue: z.number().optional() }).optional(),
});
export type CampaignReport = z.infer<typeof CampaignReport>;

export const CampaignReportsInput = z.object({
  campaignId: z.string().trim().min(1).optional().describe('Campaign ID (empty: every sent campaign)'),
  sinceSendTime: z.iso.datetime({ offset: true }).optional().describe('Sent since'),
});
export type CampaignReportsInput = z.infer<typeof CampaignReportsInput>;

export const mailchimpCampaignReports = defineAction({
  app: mailchimp,
  id: 'reports.campaigns',
  displayName: 'Campaign reports',
  description: 'Opens, clicks, bounces, unsubscribes and revenue of one sent campaign or of every campaign sent since a time.',
  categories: ['Reporting'],
  mutates: false,
  input: CampaignReportsInput,
  output: z.object({ reports: z.array(CampaignReport) }),
  async run({ input, http }) {
    if (input.campaignId) return { reports: [(await http.get<CampaignReport>(`/reports/${encodeURIComponent(input.campaignId)}`, { responseType: 'json' })).body] };
    return { reports: await allByOffset<CampaignReport>(http, '/reports', 'reports', { since_send_time: input.sinceSendTime }) };
  },
});
