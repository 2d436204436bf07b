import { DateTime } from 'luxon';
import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { CurrencyCode } from '../../shared/index.js';
import { customerMethod } from '../api/ads-api.js';
import { microsToUnits, unitsToMicros } from '../api/money.js';
import { AdsCountry, AdsLanguage, countryGeoTargets, KeywordPlanNetwork, languageConstant } from '../api/targeting.js';
import { adsAccountOf, googleAds } from '../app.js';
import { type MoneyUnit, moneyWords, versioned } from '../api/versioned.js';
import { KeywordMatchType } from './keyword-inputs.js';

const IsoDate = z.iso.date();

/** A money input: micros (integers) in older actions, whole currency units in newer ones. */
const moneyKey = (unit: MoneyUnit, name: string) => (unit === 'micros' ? `${name}Micros` : name);
const MoneyInput = (unit: MoneyUnit) => (unit === 'micros' ? z.int().min(0) : z.number().min(0));
/** A money input in micros, whatever the version. */
const microsOf = (value: Record<string, unknown>, unit: MoneyUnit, name: string): number | undefined => {
  const raw = value[moneyKey(unit, name)];
  return typeof raw !== 'number' ? undefined : unit === 'micros' ? raw : unitsToMicros(raw);
};

function forecastInput(unit: MoneyUnit) {
  const money = (name: string) => ({ [moneyKey(unit, name)]: MoneyInput(unit) });
  const optionalMoney = (name: string) => ({ [moneyKey(unit, name)]: MoneyInput(unit).optional() });
  return z.object({
    keywords: z.array(z.object({ text: z.string().trim().min(1), matchType: KeywordMatchType, ...optionalMoney('maxCpcBid') })).min(1, 'Give at least 1 keyword').describe('Keywords'),
    negativeKeywords: z.array(z.object({ text: z.string().trim().min(1), matchType: KeywordMatchType })).min(1).optional().describe('Negative keywords'),
    countries: z.array(AdsCountry).optional().describe('Countries'),
    language: AdsLanguage.optional().describe('Language'),
    keywordPlanNetwork: KeywordPlanNetwork,
    biddingStrategy: z.discriminatedUnion('type', [
      z.object({ type: z.literal('MANUAL_CPC'), ...money('maxCpcBid'), ...optionalMoney('dailyBudget') }),
      z.object({ type: z.literal('MAXIMIZE_CLICKS'), ...money('dailyTargetSpend'), ...optionalMoney('maxCpcBidCeiling') }),
      z.object({ type: z.literal('MAXIMIZE_CONVERSIONS'), ...money('dailyTargetSpend') }),
    ]),
    forecastPeriod: z.object({ startDate: IsoDate, endDate: IsoDate }).optional().describe('Forecast period (default: the next 30 days)'),
    conversionRate: z.number().min(0).max(1).optional(),
    currencyCode: CurrencyCode.optional(),
  });
}

function ForecastMetrics(unit: MoneyUnit) {
  const suffix = unit === 'micros' ? '_micros' : '';
  return z.object({
    impressions: z.number(),
    click_through_rate: z.number(),
    [`average_cpc${suffix}`]: z.number(),
    clicks: z.number(),
    [`cost${suffix}`]: z.number(),
    conversions: z.number(),
    conversion_rate: z.number(),
    [`average_cpa${suffix}`]: z.number(),
  });
}

function forecastAction(unit: MoneyUnit) {
  const input = forecastInput(unit);
  const output = ForecastMetrics(unit);
  return defineAction({
    app: googleAds,
    ...versioned(unit, 'campaigns.forecast', 'Campaign forecast'),
    description: `Forecasts impressions, clicks, cost, conversions and CPA of a search campaign with the given keywords, places and bidding; money in ${moneyWords(unit)}.`,
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
      const answer = await customerMethod<{ campaignForecastMetrics?: Record<string, number | string | undefined> }>(http, account, 'generateKeywordForecastMetrics', {
        ...(i.currencyCode ? { currencyCode: i.currencyCode } : {}),
        forecastPeriod: period,
        campaign: {
          ...(i.language ? { languageConstants: [languageConstant(i.language)] } : {}),
          geoModifiers: (await countryGeoTargets(http, account, i.countries ?? [])).map((geoTargetConstant) => ({ geoTargetConstant })),
          keywordPlanNetwork: i.keywordPlanNetwork,
          negativeKeywords: (i.negativeKeywords ?? []).map((k) => ({ text: k.text, matchType: k.matchType })),
          biddingStrategy,
          ...(i.conversionRate === undefined ? {} : { conversionRate: i.conversionRate }),
          adGroups: [
            {
              biddableKeywords: i.keywords.map((k) => {
                const bid = microsOf(k as Record<string, unknown>, unit, 'maxCpcBid');
                return { keyword: { text: k.text, matchType: k.matchType }, ...(bid === undefined ? {} : { maxCpcBidMicros: String(bid) }) };
              }),
            },
          ],
        },
      });
      const m = answer.campaignForecastMetrics ?? {};
      const money = (value: number | string | undefined) => (unit === 'micros' ? Number(value ?? 0) : microsToUnits(value));
      const suffix = unit === 'micros' ? '_micros' : '';
      return {
        impressions: Number(m.impressions ?? 0),
        click_through_rate: Number(m.clickThroughRate ?? 0),
        [`average_cpc${suffix}`]: money(m.averageCpcMicros),
        clicks: Number(m.clicks ?? 0),
        [`cost${suffix}`]: money(m.costMicros),
        conversions: Number(m.conversions ?? 0),
        conversion_rate: Number(m.conversionRate ?? 0),
        [`average_cpa${suffix}`]: money(m.averageCpaMicros),
      } as z.input<typeof output>;
    },
  });
}

export const campaignForecast = forecastAction('micros');
export const campaignForecastV2 = forecastAction('units');
