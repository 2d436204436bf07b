import { z } from 'zod';
import { AccountChoice, type AnyAction, checkbox, defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import type { RetryTraits } from '../../retry/index.js';
import { metaAds } from './app.js';
import { billingEvents, campaignObjectives, CountryCode, CreateStatus, DateTime, FrequencyControl, NameLike, NewBudget, optimizationGoals } from './create-fields.js';
import { bidStrategies, specialAdCategories } from './entities.js';
import { accountCurrency, adAccountPath, graphQuery } from './graph.js';
import { toSubUnits } from './money.js';
import { CountryGroup, EducationStatus, RelationshipStatus } from './targeting.js';

const Created = z.object({ id: z.string() });

export const CreateCampaignInput = z.object({
  accountOverride: AccountChoice.optional().describe('Ad account'),
  name: z.string().trim().min(1).max(256).describe('Name'),
  status: CreateStatus,
  objective: z.enum(campaignObjectives).describe('Objective'),
  buyingType: z.enum(['AUCTION', 'RESERVED']).default('AUCTION').describe('Buying type'),
  bidStrategy: z.enum(['AD_SET_BID_STRATEGY', ...bidStrategies]).default('AD_SET_BID_STRATEGY').describe('Bid strategy'),
  bidCap: z.number().positive().optional().describe('Bid cap (Meta takes it on each ad set: give it in Create ad set)'),
  budget: NewBudget.optional().describe('Campaign budget'),
  spendCap: z.number().positive().optional().describe('Spend cap'),
  specialAdCategory: z.enum(specialAdCategories).default('NONE').describe('Special ad category'),
  startTime: DateTime.optional().describe('Start'),
  stopTime: DateTime.optional().describe('End'),
});
export type CreateCampaignInput = z.infer<typeof CreateCampaignInput>;

export const CreateAdSetInput = z
  .object({
    accountOverride: AccountChoice.optional().describe('Ad account'),
    campaignId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').describe('Campaign ID'),
    name: z.string().trim().min(1).max(256).describe('Name'),
    status: CreateStatus,
    optimizationGoal: z.enum(optimizationGoals).describe('Optimization goal'),
    billingEvent: z.enum(billingEvents).default('IMPRESSIONS').describe('Billing event'),
    bidStrategy: z.enum(['CAMPAIGN_BID_STRATEGY', ...bidStrategies]).default('CAMPAIGN_BID_STRATEGY').describe('Bid strategy'),
    bidCap: z.number().positive().optional().describe('Bid cap'),
    budget: NewBudget.optional().describe('Ad set budget (none: the campaign’s)'),
    targetCountries: z.array(CountryCode).min(1).describe('Countries'),
    targetCountryGroups: z.array(CountryGroup).min(1).optional().describe('Country groups (worldwide, eea, europe, …)'),
    relationshipStatuses: z.array(RelationshipStatus).min(1).optional().describe('Relationship statuses (codes)'),
    educationStatuses: z.array(EducationStatus).min(1).optional().describe('Education statuses (codes)'),
    ageMin: z.number().int().min(13).max(65).optional().describe('Minimum age'),
    ageMax: z.number().int().min(13).max(65).optional().describe('Maximum age'),
    frequencyControl: FrequencyControl.optional().describe('Frequency cap'),
    adlabels: z.array(NameLike).default([]).describe('Labels'),
    startTime: DateTime.optional().describe('Start'),
    endTime: DateTime.optional().describe('End'),
    isSacCfcaTermsCertified: checkbox(z.boolean().default(false).describe('Certified for special ad categories (CFCA terms)')),
  })
  .refine((i) => i.ageMin === undefined || i.ageMax === undefined || i.ageMin <= i.ageMax, { message: 'The minimum age must not exceed the maximum age', path: ['ageMin'] })
  .refine((i) => i.budget?.type !== 'LIFETIME' || i.endTime !== undefined, { message: 'A lifetime budget needs an end time', path: ['endTime'] });
export type CreateAdSetInput = z.infer<typeof CreateAdSetInput>;

/** The money of a create call in the API's sub-units: v2 steps give main units, v1 steps already sub-units. */
const moneyIn = (mainUnit: boolean, currency: string) => (amount: number | undefined) =>
  amount === undefined ? undefined : mainUnit ? toSubUnits(amount, currency) : Math.round(amount);

const budgetField = (budget: NewBudget | undefined, money: (n: number | undefined) => number | undefined) =>
  budget === undefined ? {} : { [budget.type === 'DAILY' ? 'daily_budget' : 'lifetime_budget']: money(budget.amount) };

const unitNote = (mainUnit: boolean) => (mainUnit ? 'Money in the currency’s main unit (50.5 = 50.50 EUR).' : 'Money in the currency’s sub-unit (5050 = 50.50 EUR).');
const replaced = (id: string) => ({ replacedBy: { actionId: `${id}V2`, reason: 'The new version takes money in the currency’s main unit instead of its sub-unit.' } });

export function createCampaign(id: 'campaigns.createV2' | 'campaigns.create', traits: RetryTraits): AnyAction {
  const mainUnit = id === 'campaigns.createV2';
  return defineAction({
    app: metaAds,
    id,
    displayName: `Create campaign${mainUnit ? '' : ' (old)'}`,
    description: `Creates a campaign in the ad account. ${unitNote(mainUnit)}`,
    categories: ['Social Ads'],
    ...traits,
    ...(mainUnit ? {} : replaced(id)),
    input: CreateCampaignInput,
    output: Created,
    async run({ input, config, http }) {
      // A campaign has no bid amount in the Marketing API: a bid or cost cap is set on each ad set.
      if (input.bidCap !== undefined) {
        throw new NonRetryableError('Meta sets a bid cap on each ad set, not on the campaign: leave bidCap empty here and give it in Create ad set (adSets.create)');
      }
      const money = moneyIn(mainUnit, await accountCurrency(http, config, input.accountOverride));
      const fields = {
        name: input.name,
        objective: input.objective,
        status: input.status,
        buying_type: input.buyingType,
        special_ad_categories: input.specialAdCategory === 'NONE' ? [] : [input.specialAdCategory],
        bid_strategy: input.bidStrategy === 'AD_SET_BID_STRATEGY' ? undefined : input.bidStrategy,
        ...budgetField(input.budget, money),
        spend_cap: money(input.spendCap),
        start_time: input.startTime,
        stop_time: input.stopTime,
      };
      const response = await http.post<{ id: string }>(`/${adAccountPath(config, input.accountOverride)}/campaigns`, { body: { type: 'form', data: graphQuery(fields) }, responseType: 'json' });
      return { id: response.body.id };
    },
  });
}

export function createAdSet(id: 'adSets.createV2' | 'adSets.create', traits: RetryTraits): AnyAction {
  const mainUnit = id === 'adSets.createV2';
  return defineAction({
    app: metaAds,
    id,
    displayName: `Create ad set${mainUnit ? '' : ' (old)'}`,
    description: `Creates an ad set in a campaign with its countries, budget, bidding and schedule. ${unitNote(mainUnit)}`,
    categories: ['Social Ads'],
    ...traits,
    ...(mainUnit ? {} : replaced(id)),
    input: CreateAdSetInput,
    output: Created,
    async run({ input, config, http }) {
      const money = moneyIn(mainUnit, await accountCurrency(http, config, input.accountOverride));
      const frequency = input.frequencyControl;
      const fields = {
        campaign_id: input.campaignId,
        name: input.name,
        status: input.status,
        optimization_goal: input.optimizationGoal,
        billing_event: input.billingEvent,
        bid_strategy: input.bidStrategy === 'CAMPAIGN_BID_STRATEGY' ? undefined : input.bidStrategy,
        bid_amount: money(input.bidCap),
        ...budgetField(input.budget, money),
        targeting: {
          geo_locations: { countries: input.targetCountries, country_groups: input.targetCountryGroups },
          age_min: input.ageMin,
          age_max: input.ageMax,
          relationship_statuses: input.relationshipStatuses,
          education_statuses: input.educationStatuses,
        },
        frequency_control_specs: frequency ? [{ event: frequency.event, interval_days: frequency.intervalDays, max_frequency: frequency.maxFrequency }] : undefined,
        adlabels: input.adlabels.length > 0 ? input.adlabels.map((name) => ({ name })) : undefined,
        start_time: input.startTime,
        end_time: input.endTime,
        is_sac_cfca_terms_certified: input.isSacCfcaTermsCertified || undefined,
      };
      const response = await http.post<{ id: string }>(`/${adAccountPath(config, input.accountOverride)}/adsets`, { body: { type: 'form', data: graphQuery(fields) }, responseType: 'json' });
      return { id: response.body.id };
    },
  });
}
