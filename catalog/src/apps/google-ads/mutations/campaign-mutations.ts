import { z } from 'zod';
import { checkbox, type HttpClient, unitsToMicros } from '@tandem/catalog/sdk';
import { type AdsAccount, mutate, type MutateOperation } from '../api/ads-api.js';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { AdsCountry, AdsLanguage, countryGeoTargets, languageConstant, LocationTargetingType } from '../api/targeting.js';
import { adsAccountOf } from '../app.js';
import { defineAdsMutation } from './ads-mutation.js';
import { BiddingStrategy, biddingScheme, maskOf } from './bidding.js';
import { moneyWords, unitOf, versioned } from '../api/versioned.js';

export const IsoDate = z.iso.date();
/**
 * A campaign's first and last day as v24's `start_date_time`/`end_date_time` ("yyyy-MM-dd HH:mm:ss"
 * in the account's time zone): the start at the day's beginning, the end at its last second.
 */
const startDateTime = (date: string) => `${date} 00:00:00`;
const endDateTime = (date: string) => `${date} 23:59:59`;
export const campaignDates = (start: string | undefined, end: string | undefined) => ({
  ...(start === undefined ? {} : { startDateTime: startDateTime(start) }),
  ...(end === undefined ? {} : { endDateTime: endDateTime(end) }),
});
/** Political ads are not shown in the EU (since 9/2025); every campaign must say whether it has them. */
const PoliticalAdvertising = checkbox(z.boolean().default(false).describe('Contains EU political advertising'));
export const political = (flag: boolean) => (flag ? 'CONTAINS_EU_POLITICAL_ADVERTISING' : 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING');
export const Campaign = AdsResourceName('campaigns', 1, 'Campaign');

/** Criteria that target countries and languages (`campaignCriteria` creates) missing from a campaign. */
export async function targetingOperations(http: HttpClient, account: AdsAccount, campaign: string, countries: readonly AdsCountry[], languages: readonly AdsLanguage[], existing: ReadonlySet<string> = new Set()): Promise<MutateOperation[]> {
  const geos = await countryGeoTargets(http, account, countries);
  return [
    ...geos.filter((g) => !existing.has(g)).map((geoTargetConstant) => ({ create: { campaign, location: { geoTargetConstant } } })),
    ...languages.map(languageConstant).filter((l) => !existing.has(l)).map((languageConstant) => ({ create: { campaign, language: { languageConstant } } })),
  ];
}

export function createAction(id: 'campaigns.create' | 'campaigns.createV2', traits: { idempotent: boolean }) {
  const unit = unitOf(id);
  const v2 = unit === 'units';
  const budgetKey = v2 ? 'dailyBudget' : 'dailyBudgetMicros';
  const common = z.object({
    name: z.string().trim().min(1).max(255).describe('Name'),
    advertisingChannelType: z.enum(['SEARCH', 'DISPLAY']).default('SEARCH').describe('Channel'),
    status: z.enum(['ENABLED', 'PAUSED']).default('PAUSED').describe('Status'),
    biddingStrategy: BiddingStrategy(unit),
    containsEuPoliticalAdvertising: PoliticalAdvertising,
    countries: z.array(AdsCountry).optional().describe('Countries'),
    languages: z.array(AdsLanguage).optional().describe('Languages'),
    locationTargetingType: LocationTargetingType.default('PRESENCE_OR_INTEREST').describe('Location targeting'),
    startDate: IsoDate.optional().describe('First day'),
    endDate: IsoDate.optional().describe('Last day'),
  });
  const input = common.extend({ [budgetKey]: v2 ? z.number().min(0.01).describe('Daily budget') : z.int().min(10_000).multipleOf(10_000).describe('Daily budget (micros)') });
  return defineAdsMutation({
    ...versioned(id, 'Create campaign'),
    idempotent: traits.idempotent,
    description: `Creates a search or display campaign with its own daily budget (${moneyWords(unit)}), bidding strategy, countries and languages; paused unless set to ENABLED.`,
    input,
    output: z.object({ resourceNames: z.array(z.string()), campaignResourceName: z.string(), budgetResourceName: z.string() }),
    async run({ input: raw, config, http }) {
      const i = raw as z.output<typeof common> & Record<string, unknown>;
      const account = adsAccountOf(config);
      const amount = Number(i[budgetKey]);
      const [budget = ''] = await mutate(http, account, 'campaignBudgets', [
        { create: { name: `${i.name} budget`, amountMicros: String(v2 ? unitsToMicros(amount, 2) : amount), deliveryMethod: 'STANDARD', explicitlyShared: false } },
      ]);
      const [campaign = ''] = await mutate(http, account, 'campaigns', [
        {
          create: {
            name: i.name,
            advertisingChannelType: i.advertisingChannelType,
            status: i.status,
            campaignBudget: budget,
            containsEuPoliticalAdvertising: political(i.containsEuPoliticalAdvertising),
            geoTargetTypeSetting: { positiveGeoTargetType: i.locationTargetingType },
            ...(i.advertisingChannelType === 'SEARCH' ? { networkSettings: { targetGoogleSearch: true, targetSearchNetwork: true, targetContentNetwork: false } } : {}),
            ...campaignDates(i.startDate, i.endDate),
            ...biddingScheme(i.biddingStrategy as { type: string }, unit),
          },
        },
      ]);
      const targeting = await targetingOperations(http, account, campaign, i.countries ?? [], i.languages ?? []);
      const criteria = targeting.length > 0 ? await mutate(http, account, 'campaignCriteria', targeting) : [];
      return { resourceNames: [budget, campaign, ...criteria], campaignResourceName: campaign, budgetResourceName: budget };
    },
  });
}

export function biddingAction(id: 'campaigns.changeBiddingStrategy' | 'campaigns.changeBiddingStrategyV2', traits: { idempotent: boolean }) {
  const unit = unitOf(id);
  return defineAdsMutation({
    ...versioned(id, 'Change bidding strategy'),
    idempotent: traits.idempotent,
    description: `Switches a campaign to manual CPC, maximize conversions or conversion value, target impression share, target spend, target CPA or target ROAS (2 = 200 %); money in ${moneyWords(unit)}.`,
    input: z.object({ campaignResourceName: Campaign, biddingStrategy: BiddingStrategy(unit) }),
    async run({ input, config, http }) {
      const account = accountOfName(input.campaignResourceName, adsAccountOf(config));
      const scheme = biddingScheme(input.biddingStrategy as { type: string }, unit);
      const resourceName = qualified(input.campaignResourceName, 'campaigns', account);
      return { resourceNames: await mutate(http, account, 'campaigns', [{ update: { resourceName, ...scheme }, updateMask: maskOf(scheme).join(',') }]) };
    },
  });
}
