import { afterEach, describe, expect, it } from 'vitest';
import type { MetaAdsFake } from './testing/meta-ads-fake.js';
import { runMeta, startSeededMetaFake } from './testing/seeded-meta-fake.js';
import { metaRemoveAdSetPlacement } from './actions/ad-sets-remove-placement.js';
import { metaUpdateAdSetPlacements } from './actions/ad-sets-update-placements.js';
import { metaUpdateAdSetBudget } from './actions/ad-sets-update-budget.js';
import { metaUpdateCampaignBudget } from './actions/campaigns-update-budget.js';
import { metaAdsApp } from './index.js';

let fake: MetaAdsFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const byId = <T extends { id: string }>(list: readonly T[], id: string) => list.find((item) => item.id === id)!;
const ADSET = '120300000000001';
const CAMPAIGN = '120200000000001';

describe('meta-ads settings and changes', () => {
  it('gives ad set settings with money in the main unit (v2) or the sub-unit (v1), one or all', async () => {
    fake = await startSeededMetaFake();
    const v2 = (await runMeta(fake, byId(metaAdsApp.actions, 'adSets.getSettingsV2'), { id: ADSET })) as { items: Array<Record<string, unknown>> };
    expect(v2.items).toEqual([expect.objectContaining({ id: ADSET, daily_budget: 50, bid_strategy: 'LOWEST_COST_WITHOUT_CAP', learning_stage_info: { status: 'SUCCESS' } })]);
    const v1 = (await runMeta(fake, byId(metaAdsApp.actions, 'adSets.getSettings'), {})) as { items: Array<Record<string, unknown>> };
    expect(v1.items.map((item) => item.daily_budget)).toEqual([5000, 5000]);
    expect(byId(metaAdsApp.actions, 'adSets.getSettings').replacedBy).toEqual({ actionId: 'adSets.getSettingsV2', reason: expect.stringContaining('main unit') });
    const yen = await runMeta(fake, byId(metaAdsApp.actions, 'campaigns.getSettingsV2'), {}, { currency: 'JPY' });
    expect(yen).toEqual({ items: [expect.objectContaining({ id: CAMPAIGN, buying_type: 'AUCTION' })] });
  });

  it('sets the status of ad sets, ads and campaigns', async () => {
    fake = await startSeededMetaFake();
    await runMeta(fake, byId(metaAdsApp.actions, 'ads.updateStatus'), { id: '120400000000001', status: 'PAUSED' });
    await runMeta(fake, byId(metaAdsApp.actions, 'campaigns.updateStatus'), { id: CAMPAIGN, status: 'ARCHIVED' });
    expect([fake.ads.get('120400000000001')?.status, fake.campaigns.get(CAMPAIGN)?.status]).toEqual(['PAUSED', 'ARCHIVED']);
    await expect(runMeta(fake, byId(metaAdsApp.actions, 'adSets.updateStatus'), { id: ADSET, status: 'ENABLED' })).rejects.toThrow(/status/);
    await expect(runMeta(fake, byId(metaAdsApp.actions, 'adSets.updateStatus'), { id: 'abc', status: 'PAUSED' })).rejects.toThrow('Value must be a numeric string');
  });

  it('adjusts a budget by percentage or amount, or sets it, in the account currency', async () => {
    fake = await startSeededMetaFake();
    await expect(runMeta(fake, metaUpdateAdSetBudget, { adSetId: ADSET, adjustBy: { type: 'percentage', direction: 'increase', percentage: '12,5 %' } })).resolves.toEqual({
      id: ADSET, variant: 'daily', previousBudget: 50, budget: 56.25, currency: 'EUR',
    });
    expect(fake.adsets.get(ADSET)?.daily_budget).toBe('5625');
    await runMeta(fake, metaUpdateAdSetBudget, { adSetId: ADSET, adjustBy: { type: 'amount', direction: 'decrease', amount: 6.25 } });
    expect(fake.adsets.get(ADSET)?.daily_budget).toBe('5000');
    await expect(runMeta(fake, metaUpdateAdSetBudget, { adSetId: ADSET, adjustBy: { type: 'percentage', direction: 'increase', percentage: 'lots' } })).rejects.toThrow('Percentage is not a number');
    await expect(runMeta(fake, metaUpdateAdSetBudget, { adSetId: ADSET, adjustBy: { type: 'amount', direction: 'decrease', amount: 80 } })).rejects.toThrow('The budget would fall below zero');
    await expect(runMeta(fake, metaUpdateCampaignBudget, { campaignId: CAMPAIGN, adjustBy: { type: 'set', amount: 100 } })).rejects.toThrow('The campaign has no daily budget');
  });

  it('adds placements or replaces them all, checking the placement rules, and removes one', async () => {
    fake = await startSeededMetaFake();
    const added = await runMeta(fake, metaUpdateAdSetPlacements, { adSetId: ADSET, placements: { publisher_platforms: ['facebook'], facebook_positions: ['marketplace'] } });
    expect(added).toMatchObject({ id: ADSET, publisher_platforms: ['facebook', 'instagram'], facebook_positions: ['feed', 'marketplace'], instagram_positions: ['stream', 'story'] });
    expect(fake.adsets.get(ADSET)?.targeting).toMatchObject({ geo_locations: { countries: ['DE'] } });
    const replaced = await runMeta(fake, metaUpdateAdSetPlacements, { adSetId: ADSET, overwriteAll: true, placements: { publisher_platforms: ['instagram'], instagram_positions: ['reels'] } });
    expect(replaced).toEqual({ id: ADSET, publisher_platforms: ['instagram'], instagram_positions: ['reels'] });
    const refuse = (placements: unknown) => runMeta(fake!, metaUpdateAdSetPlacements, { adSetId: ADSET, overwriteAll: true, placements });
    await expect(refuse({ publisher_platforms: ['facebook'], facebook_positions: ['search'] })).rejects.toThrow('Search needs the Facebook feed');
    await expect(refuse({ publisher_platforms: ['facebook'], instagram_positions: ['story'] })).rejects.toThrow('Positions of instagram need instagram as a publisher platform');
    await expect(refuse({ publisher_platforms: ['facebook'], facebook_positions: ['story', 'feed'], device_platforms: ['desktop'] })).rejects.toThrow('Stories need mobile devices');
    await expect(refuse({ publisher_platforms: ['facebook'], facebook_positions: ['feed', 'right_hand_column'], device_platforms: ['mobile'] })).rejects.toThrow('The right-hand column needs desktop devices');
    await expect(refuse({ publisher_platforms: ['messenger', 'facebook'], messenger_positions: ['sponsored_messages'] })).rejects.toThrow('Sponsored messages cannot be combined with other placements');
    await runMeta(fake, metaUpdateAdSetPlacements, { adSetId: ADSET, overwriteAll: true, placements: { publisher_platforms: ['facebook', 'instagram'], facebook_positions: ['feed'], instagram_positions: ['story'] } });
    const removed = await runMeta(fake, metaRemoveAdSetPlacement, { adSetId: ADSET, publisherPlatform: 'instagram', platformPosition: 'story' });
    expect(removed).toEqual({ id: ADSET, publisher_platforms: ['facebook'], facebook_positions: ['feed'] });
    await expect(runMeta(fake, metaRemoveAdSetPlacement, { adSetId: ADSET, publisherPlatform: 'facebook', platformPosition: 'feed' })).rejects.toThrow('An ad set needs at least one placement');
    await expect(runMeta(fake, metaRemoveAdSetPlacement, { adSetId: ADSET, publisherPlatform: 'facebook', platformPosition: 'reels' })).rejects.toThrow('This placement does not belong to the publisher platform');
  });

  it('creates a campaign and an ad set with money in main units (v2) or sub-units (v1) and the seed’s defaults', async () => {
    fake = await startSeededMetaFake();
    const campaign = (await runMeta(fake, byId(metaAdsApp.actions, 'campaigns.createV2'), { name: 'Winter sale', objective: 'OUTCOME_TRAFFIC', budget: { type: 'DAILY', amount: 20.5 } })) as { id: string };
    expect(fake.campaigns.get(campaign.id)).toMatchObject({ name: 'Winter sale', status: 'PAUSED', buying_type: 'AUCTION', special_ad_categories: [], daily_budget: '2050' });
    expect(fake.campaigns.get(campaign.id)?.bid_strategy).toBeUndefined();
    await runMeta(fake, byId(metaAdsApp.actions, 'campaigns.create'), { name: 'Old', objective: 'OUTCOME_SALES', budget: { type: 'DAILY', amount: 2050 }, specialAdCategory: 'HOUSING' });
    expect([...fake.campaigns.values()].at(-1)).toMatchObject({ daily_budget: '2050', special_ad_categories: ['HOUSING'] });
    const adSet = (await runMeta(fake, byId(metaAdsApp.actions, 'adSets.createV2'), {
      campaignId: CAMPAIGN, name: 'DE 25-45', optimizationGoal: 'LINK_CLICKS', budget: { type: 'DAILY', amount: 15 }, targetCountries: ['de', 'AT'],
      ageMin: 25, ageMax: 45, frequencyControl: { intervalDays: 7, maxFrequency: 3 }, adlabels: ['winter_2025'],
    })) as { id: string };
    expect(fake.adsets.get(adSet.id)).toMatchObject({
      daily_budget: '1500', billing_event: 'IMPRESSIONS', targeting: { geo_locations: { countries: ['DE', 'AT'] }, age_min: 25, age_max: 45 },
      frequency_control_specs: [{ event: 'IMPRESSIONS', interval_days: 7, max_frequency: 3 }], adlabels: [{ name: 'winter_2025' }],
    });
    const create = (input: Record<string, unknown>) => runMeta(fake!, byId(metaAdsApp.actions, 'adSets.createV2'), { campaignId: CAMPAIGN, name: 'x', optimizationGoal: 'REACH', targetCountries: ['DE'], budget: { type: 'DAILY', amount: 5 }, ...input });
    await expect(create({ ageMin: 12 })).rejects.toThrow(/ageMin/);
    await expect(create({ ageMax: 66 })).rejects.toThrow(/ageMax/);
    await expect(create({ frequencyControl: { intervalDays: 91, maxFrequency: 1 } })).rejects.toThrow(/intervalDays/);
    await expect(create({ adlabels: ['no spaces allowed'] })).rejects.toThrow('Use 1 to 256 letters, digits, _ and -');
    await expect(create({ budget: { type: 'LIFETIME', amount: 100 } })).rejects.toThrow('A lifetime budget needs an end time');
    await expect(create({ budget: undefined })).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: expect.stringContaining('A budget is needed on the ad set or its campaign.') });
  });

  it('adSets.create targets country groups, relationship and education statuses by Meta’s codes', async () => {
    fake = await startSeededMetaFake();
    const create = (input: Record<string, unknown>) =>
      runMeta(fake!, byId(metaAdsApp.actions, 'adSets.createV2'), { campaignId: CAMPAIGN, name: 'groups', optimizationGoal: 'REACH', targetCountries: ['DE'], budget: { type: 'DAILY', amount: 5 }, ...input });
    const adSet = (await create({ targetCountryGroups: ['eea', 'worldwide'], relationshipStatuses: [1, 13], educationStatuses: [9, 11] })) as { id: string };
    expect(fake.adsets.get(adSet.id)?.targeting).toMatchObject({ geo_locations: { countries: ['DE'], country_groups: ['eea', 'worldwide'] }, relationship_statuses: [1, 13], education_statuses: [9, 11] });
    const before = fake.requests.length;
    await expect(create({ relationshipStatuses: [5] })).rejects.toThrow('Choose a relationship status by its code: 1 (single)');
    await expect(create({ educationStatuses: [14] })).rejects.toThrow('Choose an education status by its code');
    await expect(create({ targetCountryGroups: ['mars'] })).rejects.toThrow('Choose a country group: worldwide');
    expect(fake.requests.length).toBe(before);
  });

  it('a bid cap goes on the ad set: campaigns.create sends no bid_amount (no campaign parameter) and says where it belongs', async () => {
    fake = await startSeededMetaFake();
    const before = fake.campaigns.size;
    for (const id of ['campaigns.createV2', 'campaigns.create']) {
      await expect(runMeta(fake, byId(metaAdsApp.actions, id), { name: 'Capped', objective: 'OUTCOME_TRAFFIC', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidCap: 2 })).rejects.toThrow('Meta sets a bid cap on each ad set, not on the campaign');
    }
    expect(fake.campaigns.size).toBe(before);
    await runMeta(fake, byId(metaAdsApp.actions, 'campaigns.createV2'), { name: 'Capped', objective: 'OUTCOME_TRAFFIC', bidStrategy: 'LOWEST_COST_WITH_BID_CAP' });
    const adSet = (await runMeta(fake, byId(metaAdsApp.actions, 'adSets.createV2'), { campaignId: CAMPAIGN, name: 'capped', optimizationGoal: 'LINK_CLICKS', bidStrategy: 'LOWEST_COST_WITH_BID_CAP', bidCap: 1.5, targetCountries: ['DE'], budget: { type: 'DAILY', amount: 5 } })) as { id: string };
    expect(fake.adsets.get(adSet.id)).toMatchObject({ bid_amount: '150', bid_strategy: 'LOWEST_COST_WITH_BID_CAP' });
  });
});
