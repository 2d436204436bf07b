import { DateTime } from 'luxon';
import { z } from 'zod';
import { CurrencyCode, defineAction, microsToUnits, unitsToMicros } from '@tandem/catalog/sdk';
import { customerMethod } from '../api/ads-api.js';
import { AdsCountry, AdsLanguage, countryGeoTargets, languageConstant } from '../api/targeting.js';
import { adsAccountOf, googleAds } from '../app.js';
import { type MoneyUnit, moneyWords, unitOf, versioned } from '../api/versioned.js';
import { KeywordMatchType } from '../api/keyword-inputs.js';

const IsoDate = z.iso.date();

/** A money input: micros (integers) in older actions, whole currency units in newer ones. */
const moneyKey = (unit: MoneyUnit, name: string) => (unit === 'micros' ? `${name}Micros` : name);
const MoneyInput = (unit: MoneyUnit) => (unit === 'micros' ? z.int().min(0) : z.number().min(0));
/** A money input in micros, whatever the version. */
const microsOf = (value: Record<string, unknown>, unit: MoneyUnit, name: string): number | undefined => {
  const raw = value[moneyKey(unit, name)];
  return typeof raw !== 'number' ? undefined : unit === 'micros' ? raw : unitsToMicros(raw, 2);
};

function forecastInput(unit: MoneyUnit) {
  const money = (name: string) => ({ [moneyKey(unit, name)]: MoneyInput(unit) });
  const optionalMoney = (name: string) => ({ [moneyKey(unit, name)]: MoneyInput(unit).optional() });
  return z.object({
    keywords: z.array(z.object({ text: z.string().trim().min(1), matchType: KeywordMatchType })).min(1, 'Give at least 1 keyword').describe('Keywords'),
    countries: z.array(AdsCountry).optional().describe('Countries'),
    language: AdsLanguage.optional().describe('Language'),
    biddingStrategy: z.discriminatedUnion('type', [
      z.object({ type: z.literal('MANUAL_CPC'), ...money('maxCpcBid'), ...optionalMoney('dailyBudget') }),
      z.object({ type: z.literal('MAXIMIZE_CLICKS'), ...money('dailyTargetSpend'), ...optionalMoney('maxCpcBidCeiling') }),
      z.object({ type: z.literal('MAXIMIZE_CONVERSIONS'), ...money('dailyTargetSpend') }),
    ]),
    forecastPeriod: z.object({ startDate: IsoDate, endDate: IsoDate }).optional().describe('Forecast period (default: the next 30 days)'),
    currencyCode: CurrencyCode.optional(),
  });
}

/**
 * The forecast's figures. Google Ads v24 forecasts clicks only for the manual CPC and maximize-clicks
 * strategies and conversions only for maximize conversions, and no longer forecasts impressions: a
 * figure the forecast does not give is `null`.
 */
function ForecastMetrics(unit: MoneyUnit) {
  const suffix = unit === 'micros' ? '_micros' : '';
  const figure = z.number().nullable();
  return z.object({
    impressions: figure,
    click_through_rate: figure,
    [`average_cpc${suffix}`]: figure,
    clicks: figure,
    [`cost${suffix}`]: figure,
    conversions: figure,
    conversion_rate: figure,
    [`average_cpa${suffix}`]: figure,
  });
}

export function forecastAction(id: 'campaigns.forecast' | 'campaigns.forecastV2') {
  const unit = unitOf(id);
  const input = forecastInput(unit);
  const output = ForecastMetrics(unit);
  return defineAction({
    app: googleAds,
    ...versioned(id, 'Campaign forecast'),
    description: `Forecasts cost, average CPC and clicks (manual CPC, maximize clicks) or conversions and CPA (maximize conversions) of a search campaign with the given keywords, places and bidding; money in ${moneyWords(unit)}. Google Ads no longer forecasts impressions, so they and the rates built on them are empty.`,
    categories: ['SEA', 'Reporting'],
    mutates: false,
    input,
    output,
    async run({ input: raw, config, http }) {
      const i = raw as z.output<typeof input> & Record<string, unknown>;
      const account = adsAccountOf(config);
      const strategy = i.biddingStrategy as Record<string, unknown> & { type: string };
      const micros = (name: string) => microsOf(strategy, unit, name);
      const biddingStrategy =
        strategy.type === 'MANUAL_CPC'
          ? { manualCpcBiddingStrategy: { maxCpcBidMicros: String(micros('maxCpcBid')), ...(micros('dailyBudget') === undefined ? {} : { dailyBudgetMicros: String(micros('dailyBudget')) }) } }
          : strategy.type === 'MAXIMIZE_CLICKS'
            ? { maximizeClicksBiddingStrategy: { dailyTargetSpendMicros: String(micros('dailyTargetSpend')), ...(micros('maxCpcBidCeiling') === undefined ? {} : { maxCpcBidCeilingMicros: String(micros('maxCpcBidCeiling')) }) } }
            : { maximizeConversionsBiddingStrategy: { dailyTargetSpendMicros: String(micros('dailyTargetSpend')) } };
      const tomorrow = DateTime.utc().startOf('day').plus({ days: 1 });
      const period = i.forecastPeriod ?? { startDate: tomorrow.toISODate()!, endDate: tomorrow.plus({ days: 29 }).toISODate()! };
      const geoTargetConstants = await countryGeoTargets(http, account, i.countries ?? []);
      // The v24 CampaignToForecast: languages, places, bidding and ad groups of keywords, nothing else.
      const answer = await customerMethod<{ campaignForecastMetrics?: Record<string, number | string | undefined> }>(http, account, 'generateKeywordForecastMetrics', {
        ...(i.currencyCode ? { currencyCode: i.currencyCode } : {}),
        forecastPeriod: period,
        campaign: {
          ...(i.language ? { languageConstants: [languageConstant(i.language)] } : {}),
          ...(geoTargetConstants.length > 0 ? { geoTargetConstants } : {}),
          biddingStrategy,
          adGroups: [{ keywords: i.keywords.map((k) => ({ text: k.text, matchType: k.matchType })) }],
        },
      });
      const m = answer.campaignForecastMetrics ?? {};
      const count = (value: number | string | undefined) => (value === undefined ? null : Number(value));
      const money = (value: number | string | undefined) => (value === undefined ? null : unit === 'micros' ? Number(value) : microsToUnits(value));
      const suffix = unit === 'micros' ? '_micros' : '';
      const clicks = count(m.clicks);
      const conversions = count(m.conversions);
      return {
        impressions: null,
        click_through_rate: null,
        [`average_cpc${suffix}`]: money(m.averageCpcMicros),
        clicks,
        [`cost${suffix}`]: money(m.costMicros),
        conversions,
        conversion_rate: clicks !== null && conversions !== null && clicks > 0 ? conversions / clicks : null,
        [`average_cpa${suffix}`]: money(m.averageCpaMicros),
      } as z.input<typeof output>;
    },
  });
}
