import { describe, expect, it } from 'vitest';
import type { GoogleAdsFake } from '../../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { adGroupsCreate } from '../actions/ad-groups-create.js';
import { adGroupsCreateV2 } from '../actions/ad-groups-create-v2.js';
import { adGroupsUpdate } from '../actions/ad-groups-update.js';
import { adGroupsUpdateV2 } from '../actions/ad-groups-update-v2.js';
import { adsCreateResponsiveSearchAd } from '../actions/ads-create-responsive-search-ad.js';
import { keywordsAddMicros } from '../actions/keywords-add.js';
import { keywordsAddV2 } from '../actions/keywords-add-v2.js';
import { useGoogleAdsFake } from '../testing/ads-test-kit.js';
import { budgetsChange } from '../actions/budgets-change.js';
import { budgetsUpdate } from '../actions/budgets-update.js';
import { campaignsChangeBiddingStrategy } from '../actions/campaigns-change-bidding-strategy.js';
import { campaignsChangeBiddingStrategyV2 } from '../actions/campaigns-change-bidding-strategy-v2.js';
import { campaignsCreate } from '../actions/campaigns-create.js';
import { campaignsCreateV2 } from '../actions/campaigns-create-v2.js';
import { campaignsUpdate } from '../actions/campaigns-update.js';
import { campaignsUpdateTargeting } from '../actions/campaigns-update-targeting.js';
import { bidModifiersSet } from '../actions/bid-modifiers-set.js';
import { criteriaAdd } from '../actions/criteria-add.js';
import { listingGroupFiltersChangeType } from '../actions/listing-group-filters-change-type.js';
import { listingGroupFiltersCreate } from '../actions/listing-group-filters-create.js';
import { negativeKeywordListsCreate } from '../actions/negative-keyword-lists-create.js';
import { adGroupsChangeStatus } from '../actions/ad-groups-change-status.js';
import { adGroupsRemove } from '../actions/ad-groups-remove.js';
import { adsChangeStatus } from '../actions/ads-change-status.js';
import { adsRemove } from '../actions/ads-remove.js';
import { assetGroupsChangeStatus } from '../actions/asset-groups-change-status.js';
import { assetGroupsRemove } from '../actions/asset-groups-remove.js';
import { campaignsChangeStatus } from '../actions/campaigns-change-status.js';
import { campaignsRemove } from '../actions/campaigns-remove.js';
import { keywordsChangeStatus } from '../actions/keywords-change-status.js';
import { keywordsRemove } from '../actions/keywords-remove.js';

const statusActions = [campaignsChangeStatus, adGroupsChangeStatus, adsChangeStatus, assetGroupsChangeStatus, keywordsChangeStatus];
const removeActions = [campaignsRemove, adGroupsRemove, adsRemove, assetGroupsRemove, keywordsRemove];

const { fake, run } = useGoogleAdsFake();
const C = 'customers/1234567890';
const get = (name: string) => fake().store.get(name) as Record<string, unknown>;
const created = (resource: string) => fake().mutations.filter((m) => m.resource === resource && m.operation === 'create').map((m) => m.after);

type Case = [string, AnyAction, unknown, (f: GoogleAdsFake, output: Record<string, unknown>) => void];
const cases: Case[] = [
  ['campaigns.createV2', campaignsCreateV2, { name: 'Boots', dailyBudget: 12.5, biddingStrategy: { type: 'TARGET_ROAS', targetRoas: 2 }, countries: ['DE', 'AT'], languages: ['de'] }, (_f, out) => {
    const campaign = get(out.campaignResourceName as string);
    expect(campaign).toMatchObject({ name: 'Boots', status: 'PAUSED', containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING', targetRoas: { targetRoas: 2 }, biddingStrategyType: 'TARGET_ROAS', advertisingChannelType: 'SEARCH' });
    expect(get(out.budgetResourceName as string)).toMatchObject({ amountMicros: '12500000' });
    expect(created('campaign_criterion').map((c) => c.location ?? c.language)).toEqual([{ geoTargetConstant: 'geoTargetConstants/2276' }, { geoTargetConstant: 'geoTargetConstants/2040' }, { languageConstant: 'languageConstants/1001' }]);
  }],
  ['campaigns.create (micros)', campaignsCreate, { name: 'Bags', dailyBudgetMicros: 7_000_000, biddingStrategy: { type: 'MAXIMIZE_CONVERSIONS', targetCpaMicros: 4_500_000 }, containsEuPoliticalAdvertising: true }, (_f, out) => {
    expect(get(out.campaignResourceName as string)).toMatchObject({ maximizeConversions: { targetCpaMicros: '4500000' }, containsEuPoliticalAdvertising: 'CONTAINS_EU_POLITICAL_ADVERTISING' });
  }],
  ['campaigns.update', campaignsUpdate, { campaignResourceName: '2001', name: 'Shoes', status: 'PAUSED', locationTargetingType: 'PRESENCE' }, (f) => {
    expect(get(`${C}/campaigns/2001`)).toMatchObject({ name: 'Shoes', status: 'PAUSED', geoTargetTypeSetting: { positiveGeoTargetType: 'PRESENCE' } });
    expect(f.mutations[0]?.updateMask).toBe('name,status,geoTargetTypeSetting.positiveGeoTargetType');
  }],
  ['campaigns.update (dates)', campaignsUpdate, { campaignResourceName: '2001', startDate: '2027-01-01', endDate: '2027-03-31' }, (f) => {
    expect(get(`${C}/campaigns/2001`)).toMatchObject({ startDateTime: '2027-01-01 00:00:00', endDateTime: '2027-03-31 23:59:59' });
    expect(f.mutations[0]?.updateMask).toBe('startDateTime,endDateTime');
  }],
  ['campaigns.createV2 (dates)', campaignsCreateV2, { name: 'Winter', dailyBudget: 5, biddingStrategy: { type: 'MANUAL_CPC' }, startDate: '2027-01-01', endDate: '2027-02-28' }, (_f, out) => {
    expect(get(out.campaignResourceName as string)).toMatchObject({ startDateTime: '2027-01-01 00:00:00', endDateTime: '2027-02-28 23:59:59' });
  }],
  ['campaigns.updateTargeting', campaignsUpdateTargeting, { campaignResourceName: '2001', countries: ['FR'], languages: ['fr', 'en'] }, () => {
    expect(created('campaign_criterion')).toHaveLength(3);
  }],
  ['campaigns.changeBiddingStrategyV2', campaignsChangeBiddingStrategyV2, { campaignResourceName: `${C}/campaigns/2001`, biddingStrategy: { type: 'TARGET_IMPRESSION_SHARE', location: 'TOP_OF_PAGE', locationFractionPercent: 65, cpcBidCeiling: 2.5 } }, (f) => {
    expect(get(`${C}/campaigns/2001`)).toMatchObject({ targetImpressionShare: { location: 'TOP_OF_PAGE', locationFractionMicros: '650000', cpcBidCeilingMicros: '2500000' }, biddingStrategyType: 'TARGET_IMPRESSION_SHARE' });
    expect(get(`${C}/campaigns/2001`).manualCpc).toBeUndefined();
    expect(f.mutations[0]?.updateMask).toBe('targetImpressionShare.location,targetImpressionShare.locationFractionMicros,targetImpressionShare.cpcBidCeilingMicros');
  }],
  ['campaigns.changeBiddingStrategy (micros)', campaignsChangeBiddingStrategy, { campaignResourceName: '2001', biddingStrategy: { type: 'TARGET_CPA', targetCpaMicros: 3_000_000 } }, () => {
    expect(get(`${C}/campaigns/2001`)).toMatchObject({ targetCpa: { targetCpaMicros: '3000000' } });
  }],
  ['budgets.change', budgetsChange, { campaignResourceName: '2001', change: 'INCREASE', by: 'PERCENTAGE', value: '12,5 %' }, (_f, out) => {
    expect(out).toMatchObject({ previousAmount: 50, amount: 56.25 });
    expect(get(`${C}/campaignBudgets/1001`)).toMatchObject({ amountMicros: '56250000' });
  }],
  ['budgets.update (micros)', budgetsUpdate, { budgetResourceName: '1002', amountMicros: 90_000_000 }, () => {
    expect(get(`${C}/campaignBudgets/1002`)).toMatchObject({ amountMicros: '90000000' });
  }],
  // Whole units go out in whole cents, halves away from zero: 1.005 * 100 is 100.49999999999999 in floating point, which rounded to 1000000.
  ['adGroups.createV2 (cents)', adGroupsCreateV2, { campaignResourceName: '2001', name: 'Half', cpcBid: 1.005 }, () => {
    expect(created('ad_group')[0]).toMatchObject({ cpcBidMicros: '1010000' });
  }],
  ['adGroups.createV2', adGroupsCreateV2, { campaignResourceName: '2001', name: 'Trail', cpcBid: 0.8 }, () => {
    expect(created('ad_group')).toEqual([expect.objectContaining({ name: 'Trail', cpcBidMicros: '800000', campaign: `${C}/campaigns/2001` })]);
  }],
  ['adGroups.create (micros)', adGroupsCreate, { campaignResourceName: '2001', name: 'Road', cpcBid: 650_000 }, () => {
    expect(created('ad_group')[0]).toMatchObject({ cpcBidMicros: '650000' });
  }],
  ['adGroups.updateV2', adGroupsUpdateV2, { adGroupResourceName: '3001', cpcBid: 1.35 }, () => {
    expect(get(`${C}/adGroups/3001`)).toMatchObject({ cpcBidMicros: '1350000', name: 'Running shoes' });
  }],
  ['adGroups.update (micros)', adGroupsUpdate, { adGroupResourceName: '3001', name: 'Runners' }, () => {
    expect(get(`${C}/adGroups/3001`)).toMatchObject({ name: 'Runners' });
  }],
  ['ads.createResponsiveSearchAd', adsCreateResponsiveSearchAd, { adGroupResourceName: '3001', headlines: ['One', 'Two', 'Three'], descriptions: ['First line.', 'Second line.'], finalUrl: 'https://shop.example.com/', path1: 'shoes' }, () => {
    expect(created('ad_group_ad')[0]).toMatchObject({ ad: { type: 'RESPONSIVE_SEARCH_AD', finalUrls: ['https://shop.example.com/'], responsiveSearchAd: { headlines: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }], path1: 'shoes' } } });
  }],
  ['keywords.addV2', keywordsAddV2, { adGroupResourceName: '3001', keywords: [{ text: 'hiking boots' }, { text: 'boots sale', matchType: 'PHRASE', cpcBid: 1.1 }] }, () => {
    expect(created('ad_group_criterion').map((c) => [c.keyword, c.cpcBidMicros])).toEqual([[{ text: 'hiking boots', matchType: 'EXACT' }, undefined], [{ text: 'boots sale', matchType: 'PHRASE' }, '1100000']]);
  }],
  ['keywords.add (micros)', keywordsAddMicros, { adGroupResourceName: '3001', keywords: [{ text: 'boots', matchType: 'BROAD', cpcBid: 900_000 }] }, () => {
    expect(created('ad_group_criterion')[0]).toMatchObject({ cpcBidMicros: '900000', keyword: { matchType: 'BROAD' } });
  }],
  ['negativeKeywordLists.create', negativeKeywordListsCreate, { name: 'Freebies', keywords: [{ text: 'free' }, { text: 'gratis', matchType: 'BROAD' }], campaignResourceNames: ['2001'] }, () => {
    expect(created('shared_set')).toEqual([expect.objectContaining({ name: 'Freebies', type: 'NEGATIVE_KEYWORDS' })]);
    expect(created('shared_criterion')).toHaveLength(2);
    expect(created('campaign_shared_set')).toEqual([expect.objectContaining({ campaign: `${C}/campaigns/2001` })]);
  }],
  ['criteria.add', criteriaAdd, { campaignResourceName: '2001', negative: true, criteria: [{ type: 'placement', url: 'spam.example.com' }, { type: 'youtubeVideo', videoId: 'dQw4w9WgXcQ' }, { type: 'mobileApplication', appId: '2-com.example.game' }] }, () => {
    expect(created('campaign_criterion').map((c) => [c.type, c.negative])).toEqual([['PLACEMENT', true], ['YOUTUBE_VIDEO', true], ['MOBILE_APPLICATION', true]]);
  }],
  ['bidModifiers.set', bidModifiersSet, { resourceNames: [`${C}/adGroupCriteria/3001~7001`], percent: -25 }, () => {
    expect(get(`${C}/adGroupCriteria/3001~7001`)).toMatchObject({ bidModifier: 0.75 });
  }],
  ['listingGroupFilters.create', listingGroupFiltersCreate, { parentResourceName: '5001~6001', type: 'UNIT_EXCLUDED', dimension: { type: 'customAttribute', index: 0, value: 'clearance' } }, () => {
    expect(created('asset_group_listing_group_filter')[0]).toMatchObject({ type: 'UNIT_EXCLUDED', caseValue: { productCustomAttribute: { index: 'INDEX0', value: 'clearance' } }, assetGroup: `${C}/assetGroups/5001` });
  }],
  ['listingGroupFilters.changeType', listingGroupFiltersChangeType, { resourceNames: ['5001~6002'], type: 'UNIT_EXCLUDED' }, (f, out) => {
    // `type` is immutable in v24: the filter is removed and created again, in one request.
    expect(f.mutations.map((m) => m.operation)).toEqual(['remove', 'create']);
    expect(f.store.get(`${C}/assetGroupListingGroupFilters/5001~6002`)).toBeUndefined();
    const [replacement] = out.resourceNames as string[];
    expect(get(replacement!)).toMatchObject({ type: 'UNIT_EXCLUDED', listingSource: 'SHOPPING', caseValue: { productBrand: { value: 'acme' } }, parentListingGroupFilter: `${C}/assetGroupListingGroupFilters/5001~6001` });
  }],
  ...statusActions.map((action): Case => [action.id, action, { resourceNames: [{ campaigns: '2001', adGroups: '3001', ads: '3001~4001', assetGroups: '5001', keywords: '3001~7002' }[action.id.split('.')[0]!]!], status: 'PAUSED' }, (f) => {
    expect(f.mutations).toEqual([expect.objectContaining({ operation: 'update', updateMask: 'status', after: expect.objectContaining({ status: 'PAUSED' }) })]);
  }]),
  ...removeActions.map((action): Case => [action.id, action, { resourceNames: [{ campaigns: '2002', adGroups: '3001', ads: '3001~4001', assetGroups: '5001', keywords: '3001~7003' }[action.id.split('.')[0]!]!] }, (f) => {
    expect(f.mutations).toEqual([expect.objectContaining({ operation: 'remove', after: expect.objectContaining({ status: 'REMOVED' }) })]);
  }]),
];

describe('google-ads changes', () => {
  it.each(cases)('%s', async (_name, action, input, check) => {
    const output = (await run(action, input)) as Record<string, unknown>;
    expect(output.resourceNames).toEqual(expect.arrayContaining([expect.stringMatching(/^customers\/1234567890\//)]));
    check(fake(), output);
  });

  it('listingGroupFilters.changeType refuses a subdivision and changes nothing', async () => {
    await expect(run(listingGroupFiltersChangeType, { resourceNames: ['5001~6001'], type: 'UNIT_EXCLUDED' })).rejects.toThrow('A subdivision cannot be switched to UNIT_EXCLUDED');
    expect(fake().mutations).toHaveLength(0);
  });

  it("the fake refuses what v24 refuses: a campaign's old startDate, an update of a listing group filter's immutable type", async () => {
    const f = fake();
    const post = async (collection: string, operations: unknown[]) => {
      const response = await fetch(`${f.url}/v24/customers/${f.customerId}/${collection}:mutate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${f.accessToken}`, 'developer-token': f.developerToken, 'content-type': 'application/json' },
        body: JSON.stringify({ operations }),
      });
      return { status: response.status, body: JSON.stringify(await response.json()) };
    };
    expect(await post('campaigns', [{ update: { resourceName: `${C}/campaigns/2001`, startDate: '2027-01-01' }, updateMask: 'startDate' }])).toEqual({ status: 400, body: expect.stringContaining('Unknown name \\"startDate\\"') });
    expect(await post('assetGroupListingGroupFilters', [{ update: { resourceName: `${C}/assetGroupListingGroupFilters/5001~6002`, type: 'UNIT_EXCLUDED' }, updateMask: 'type' }])).toEqual({ status: 400, body: expect.stringContaining('IMMUTABLE_FIELD') });
  });

  it('refuses bad input with clear messages before calling Google', async () => {
    const rsa = { adGroupResourceName: '3001', headlines: ['a', 'b'], descriptions: ['x', 'y'], finalUrl: 'https://shop.example.com/' };
    await expect(run(adsCreateResponsiveSearchAd, rsa)).rejects.toThrow('Give at least 3 headlines');
    await expect(run(adsCreateResponsiveSearchAd, { ...rsa, headlines: ['a', 'b', 'c'.repeat(31)] })).rejects.toThrow('A headline has at most 30 characters');
    await expect(run(adsCreateResponsiveSearchAd, { ...rsa, headlines: ['a', 'b', 'c'], descriptions: ['x'] })).rejects.toThrow('Give at least 2 descriptions');
    await expect(run(adsCreateResponsiveSearchAd, { ...rsa, headlines: ['a', 'b', 'c'], finalUrl: 'shop' })).rejects.toThrow('The final URL must be a URL');
    await expect(run(budgetsChange, { campaignResourceName: '2001', change: 'DECREASE', by: 'PERCENTAGE', value: 'ten' })).rejects.toThrow('Percentage is not a number');
    await expect(run(bidModifiersSet, { resourceNames: [`${C}/adGroupCriteria/3001~7001`], percent: 901 })).rejects.toThrow('A bid adjustment is at most +900 %');
    await expect(run(listingGroupFiltersCreate, { parentResourceName: '5001~6001', type: 'UNIT_INCLUDED', dimension: { type: 'productType', level: 6, value: 'x' } })).rejects.toThrow();
    await expect(run(campaignsUpdate, { campaignResourceName: 'campaigns/abc' })).rejects.toThrow('Invalid resource name');
    expect(fake().requests).toHaveLength(0);
  });

  it('a bid adjustment of 0 resets it; a budget is decreased by an amount with a comma decimal', async () => {
    await run(bidModifiersSet, { resourceNames: [`${C}/adGroupCriteria/3001~7001`], percent: 0 });
    expect(get(`${C}/adGroupCriteria/3001~7001`)).toMatchObject({ bidModifier: 1 });
    const output = await run(budgetsChange, { budgetResourceName: '1001', change: 'DECREASE', by: 'AMOUNT', value: '2,5' });
    expect(output).toMatchObject({ previousAmount: 50, amount: 47.5 });
  });

  it("passes Google's refusal on: removing a removed campaign, a keyword of an unknown ad group", async () => {
    await run(removeActions[0]!, { resourceNames: ['2001'] });
    await expect(run(removeActions[0]!, { resourceNames: ['2001'] })).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: expect.stringContaining('The resource has been removed already.') });
    await expect(run(keywordsAddV2, { adGroupResourceName: '999', keywords: [{ text: 'x' }] })).rejects.toThrow('The resource was not found');
  });
});
