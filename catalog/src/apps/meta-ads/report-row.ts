import { z } from 'zod';

/** `{ action_type, value }` entries of actions, values and video metrics. */
export const ActionStat = z.looseObject({ action_type: z.string(), value: z.number() });
export type ActionStat = z.infer<typeof ActionStat>;

const count = z.number().optional();
const stats = z.array(ActionStat).optional();

/** A report row (campaign, ad set, ad and placement level); numbers as numbers, ctr in percent. */
export const ReportRow = z.looseObject({
  account_id: z.string().optional(),
  campaign_id: z.string().optional(),
  campaign_name: z.string().optional(),
  adset_id: z.string().optional(),
  adset_name: z.string().optional(),
  ad_id: z.string().optional(),
  ad_name: z.string().optional(),
  clicks: count,
  cpc: count,
  cpm: count,
  cpp: count,
  ctr: count,
  frequency: count,
  impressions: count,
  reach: count,
  spend: count,
  full_view_impressions: count,
  full_view_reach: count,
  actions: stats,
  action_values: stats,
  cost_per_action_type: stats,
  purchase_roas: stats,
  website_purchase_roas: stats,
  quality_ranking: z.string().optional(),
  video_p25_watched_actions: stats,
  video_p50_watched_actions: stats,
  video_p75_watched_actions: stats,
  video_p95_watched_actions: stats,
  video_p100_watched_actions: stats,
  video_30_sec_watched_actions: stats,
  video_avg_time_watched_actions: stats,
  video_play_actions: stats,
  date_start: z.string(),
  date_stop: z.string(),
  platform_position: z.string().optional(),
  publisher_platform: z.string().optional(),
  buying_type: z.string().optional(),
  objective: z.string().optional(),
  optimization_goal: z.string().optional(),
});
export type ReportRow = z.infer<typeof ReportRow>;

const levelFields = {
  campaign: ['campaign_id', 'campaign_name'],
  adset: ['campaign_id', 'campaign_name', 'adset_id', 'adset_name'],
  ad: ['campaign_id', 'campaign_name', 'adset_id', 'adset_name', 'ad_id', 'ad_name', 'quality_ranking'],
} as const;
export type ReportLevel = keyof typeof levelFields;

const metricFields = [
  'account_id', 'clicks', 'cpc', 'cpm', 'cpp', 'ctr', 'frequency', 'impressions', 'reach', 'spend', 'full_view_impressions', 'full_view_reach',
  'actions', 'action_values', 'cost_per_action_type', 'purchase_roas', 'website_purchase_roas', 'video_p25_watched_actions',
  'video_p50_watched_actions', 'video_p75_watched_actions', 'video_p95_watched_actions', 'video_p100_watched_actions',
  'video_30_sec_watched_actions', 'video_avg_time_watched_actions', 'video_play_actions', 'buying_type', 'objective', 'optimization_goal',
];

/** The `fields` an insights call asks for at a level. */
export const reportFields = (level: ReportLevel): string[] => [...levelFields[level], ...metricFields];

const NUMBER_FIELDS = new Set(['clicks', 'cpc', 'cpm', 'cpp', 'ctr', 'frequency', 'impressions', 'reach', 'spend', 'full_view_impressions', 'full_view_reach']);

const toNumber = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** The API gives numbers as text ("1234", "12.5"); rows carry numbers. */
export function normaliseRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (NUMBER_FIELDS.has(key)) out[key] = toNumber(value);
    else if (Array.isArray(value) && value.every((entry) => entry && typeof entry === 'object' && 'action_type' in entry)) {
      out[key] = value.map((entry: Record<string, unknown>) => ({ ...entry, value: toNumber(entry.value) }));
    } else out[key] = value;
  }
  return out;
}
