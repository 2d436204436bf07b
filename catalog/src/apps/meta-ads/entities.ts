import { z } from 'zod';

export const objectStatuses = ['ACTIVE', 'PAUSED', 'DELETED', 'CAMPAIGN_PAUSED', 'ARCHIVED', 'IN_PROCESS', 'WITH_ISSUES'] as const;
export const adStatuses = [...objectStatuses, 'PENDING_REVIEW', 'DISAPPROVED', 'PREAPPROVED', 'PENDING_BILLING_INFO', 'ADSET_PAUSED'] as const;
export const bidStrategies = ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP', 'TARGET_COST'] as const;
export const specialAdCategories = ['NONE', 'EMPLOYMENT', 'HOUSING', 'CREDIT', 'ISSUES_ELECTIONS_POLITICS', 'ONLINE_GAMBLING_AND_GAMING'] as const;

/** Money of the settings: main units in v2, the API's sub-units in v1. */
const money = z.number().optional();
const status = z.string().optional();

/** An ad set's settings. */
export const AdSetSettings = z.looseObject({
  id: z.string(),
  account_id: z.string().optional(),
  campaign_id: z.string().optional(),
  name: z.string().optional(),
  status,
  configured_status: status,
  effective_status: status,
  daily_budget: money,
  lifetime_budget: money,
  budget_remaining: money,
  bid_amount: money,
  daily_spend_cap: money,
  lifetime_spend_cap: money,
  daily_min_spend_target: money,
  lifetime_min_spend_target: money,
  bid_strategy: z.string().optional(),
  billing_event: z.string().optional(),
  optimization_goal: z.string().optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  targeting: z.record(z.string(), z.unknown()).optional(),
  promoted_object: z.record(z.string(), z.unknown()).optional(),
  issues_info: z.array(z.record(z.string(), z.unknown())).optional(),
  adset_schedule: z.array(z.record(z.string(), z.unknown())).optional(),
  frequency_control_specs: z.array(z.record(z.string(), z.unknown())).optional(),
  learning_stage_info: z.looseObject({ status: z.enum(['LEARNING', 'SUCCESS', 'FAIL']).optional() }).optional(),
});
export type AdSetSettings = z.infer<typeof AdSetSettings>;

export const CampaignSettings = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  objective: z.string().optional(),
  status,
  configured_status: status,
  effective_status: status,
  buying_type: z.enum(['AUCTION', 'RESERVED']).optional(),
  bid_strategy: z.string().optional(),
  daily_budget: money,
  lifetime_budget: money,
  spend_cap: money,
  special_ad_categories: z.array(z.string()).optional(),
  start_time: z.string().optional(),
  stop_time: z.string().optional(),
  smart_promotion_type: z.string().optional(),
  brand_lift_studies: z.unknown().optional(),
});
export type CampaignSettings = z.infer<typeof CampaignSettings>;

export const AdSettings = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  adset_id: z.string().optional(),
  campaign_id: z.string().optional(),
  status,
  configured_status: status,
  effective_status: status,
  creative: z.looseObject({ id: z.string().optional(), name: z.string().max(100).optional() }).optional(),
  tracking_specs: z.array(z.record(z.string(), z.unknown())).optional(),
  ad_review_feedback: z.record(z.string(), z.unknown()).optional(),
  bid_amount: money,
  conversion_domain: z.string().optional(),
  preview_shareable_link: z.string().optional(),
});
export type AdSettings = z.infer<typeof AdSettings>;

export const entityFields = {
  adsets: [
    'id', 'account_id', 'campaign_id', 'name', 'status', 'configured_status', 'effective_status', 'daily_budget', 'lifetime_budget', 'budget_remaining',
    'bid_amount', 'daily_spend_cap', 'lifetime_spend_cap', 'daily_min_spend_target', 'lifetime_min_spend_target', 'bid_strategy', 'billing_event',
    'optimization_goal', 'start_time', 'end_time', 'targeting', 'promoted_object', 'issues_info', 'adset_schedule', 'frequency_control_specs', 'learning_stage_info',
  ],
  campaigns: [
    'id', 'name', 'objective', 'status', 'configured_status', 'effective_status', 'buying_type', 'bid_strategy', 'daily_budget', 'lifetime_budget',
    'spend_cap', 'special_ad_categories', 'start_time', 'stop_time', 'smart_promotion_type',
  ],
  ads: ['id', 'name', 'adset_id', 'campaign_id', 'status', 'configured_status', 'effective_status', 'creative{id,name}', 'tracking_specs', 'ad_review_feedback', 'bid_amount', 'conversion_domain', 'preview_shareable_link'],
} as const;

/** Money fields of each kind, given by the API in sub-units as text. */
export const moneyFields = new Set([
  'daily_budget', 'lifetime_budget', 'budget_remaining', 'bid_amount', 'daily_spend_cap', 'lifetime_spend_cap', 'daily_min_spend_target', 'lifetime_min_spend_target', 'spend_cap',
]);
