import { describe, expect, it } from 'vitest';
import { checkMessage } from '../testing/contracts/google-ads-v24/contract.js';
import { useGoogleAdsFake } from '../testing/ads-test-kit.js';
import { campaignForecast } from '../actions/campaigns-forecast.js';
import { campaignForecastV2 } from '../actions/campaigns-forecast-v2.js';
import { keywordHistoricalMetrics } from '../actions/keywords-historical-metrics.js';
import { keywordHistoricalMetricsV2 } from '../actions/keywords-historical-metrics-v2.js';
import { keywordIdeas } from '../actions/keywords-ideas.js';
import { keywordIdeasV2 } from '../actions/keywords-ideas-v2.js';

const { fake, run } = useGoogleAdsFake(() => ({ ideasPageCap: expect.getState().currentTestName?.includes('next pages') ? 5 : 10_000 }));
const bodyOf = (index: number) => JSON.parse(fake().requests[index]?.body ?? '{}') as Record<string, unknown>;

describe('google-ads keyword planning', () => {
  it('keywords.historicalMetricsV2: bids in units, countries looked up as geo targets, language constants', async () => {
    const output = (await run(keywordHistoricalMetricsV2, { keywords: ['Running Shoes', 'trail shoes'], countries: ['de', 'AT'], language: 'de' })) as {
      results: Array<{ text: string; keyword_metrics: Record<string, unknown> }>;
    };
    expect(output.results.map((r) => r.text)).toEqual(['running shoes', 'trail shoes']);
    const metrics = output.results[0]!.keyword_metrics;
    expect(metrics).toMatchObject({ avg_monthly_searches: expect.any(Number), competition: expect.stringMatching(/^(LOW|MEDIUM|HIGH)$/), monthly_search_volumes: expect.arrayContaining([expect.objectContaining({ year: expect.any(Number), month: expect.any(String) })]) });
    expect(Number.isInteger((metrics.low_top_of_page_bid as number) * 100)).toBe(true);
    expect(bodyOf(1)).toEqual({ keywords: ['Running Shoes', 'trail shoes'], language: 'languageConstants/1001', geoTargetConstants: ['geoTargetConstants/2276', 'geoTargetConstants/2040'], keywordPlanNetwork: 'GOOGLE_SEARCH_AND_PARTNERS', includeAdultKeywords: false });
    expect(fake().requests[1]?.path).toBe(`/v24/customers/${fake().customerId}:generateKeywordHistoricalMetrics`);
  });

  it('keywords.historicalMetrics (micros) is replaced by the V2 and answers micros; 1 to 10,000 keywords', async () => {
    expect(keywordHistoricalMetrics.replacedBy).toEqual({ actionId: 'keywords.historicalMetricsV2', reason: expect.stringContaining('micros') });
    const output = (await run(keywordHistoricalMetrics, { keywords: ['shoes'] })) as { results: Array<{ keyword_metrics: Record<string, number> }> };
    const v2 = (await run(keywordHistoricalMetricsV2, { keywords: ['shoes'] })) as { results: Array<{ keyword_metrics: Record<string, number> }> };
    expect(output.results[0]!.keyword_metrics.low_top_of_page_bid_micros).toBe(v2.results[0]!.keyword_metrics.low_top_of_page_bid! * 1_000_000);
    await expect(run(keywordHistoricalMetricsV2, { keywords: [] })).rejects.toThrow('Give at least 1 keyword');
    await expect(run(keywordHistoricalMetricsV2, { keywords: Array.from({ length: 10_001 }, (_, i) => `k${i}`) })).rejects.toThrow('Give at most 10,000 keywords');
    await expect(run(keywordHistoricalMetricsV2, { keywords: ['a'], countries: ['XX'] })).rejects.toThrow('Choose a country by its ISO code');
  });

  it('keywords.ideasV2 pages through the planner until it has enough ideas, with concepts', async () => {
    const output = (await run(keywordIdeasV2, { keywords: ['shoes', 'socks'], maxIdeas: 8 })) as { ideas: Array<{ text: string; keyword_annotations: { concepts: unknown[] } }> };
    expect(output.ideas.map((i) => i.text)).toEqual(['shoes', 'buy shoes', 'shoes online', 'best shoes', 'cheap shoes', 'shoes sale', 'socks', 'buy socks']);
    expect(output.ideas[1]!.keyword_annotations.concepts).toEqual([{ name: 'buy', concept_group: { name: 'Others', type: 'NON_BRAND' } }]);
    expect(bodyOf(0)).toMatchObject({ keywordSeed: { keywords: ['shoes', 'socks'] }, pageSize: 8, keywordAnnotation: ['KEYWORD_CONCEPT'] });
    const fromUrl = (await run(keywordIdeas, { url: 'https://www.sneakers.example/', maxIdeas: 2 })) as { ideas: Array<{ keyword_idea_metrics: Record<string, unknown> }> };
    expect(fromUrl.ideas[0]!.keyword_idea_metrics).toHaveProperty('average_cpc_micros');
    await expect(run(keywordIdeasV2, {})).rejects.toThrow('Give seed keywords, a page URL or both');
  });

  it('keywords.ideas reads the next pages while it has fewer ideas than wanted', async () => {
    const output = (await run(keywordIdeasV2, { keywords: ['a', 'b', 'c'], maxIdeas: 10_000 })) as { ideas: unknown[] };
    expect(output.ideas).toHaveLength(18);
    const tokens = fake().requests.map((r) => (JSON.parse(r.body) as { pageToken?: string }).pageToken);
    expect(tokens.filter(Boolean)).toHaveLength(3);
  });

  it('campaigns.forecastV2 sends a v24 CampaignToForecast with bids in micros and answers units; the micros version answers micros', async () => {
    const input = {
      keywords: [{ text: 'running shoes' }, { text: 'trail shoes', matchType: 'PHRASE' }],
      countries: ['DE'],
      language: 'de',
      biddingStrategy: { type: 'MAXIMIZE_CLICKS', dailyTargetSpend: 25 },
      forecastPeriod: { startDate: '2099-01-01', endDate: '2099-01-31' },
    };
    const output = (await run(campaignForecastV2, input)) as Record<string, number | null>;
    expect(output).toMatchObject({ impressions: null, click_through_rate: null, clicks: expect.any(Number), average_cpc: 0.85, conversions: null, average_cpa: null });
    const body = bodyOf(1);
    expect(checkMessage('GenerateKeywordForecastMetricsRequest', body)).toBeUndefined();
    expect(body.campaign).toEqual({
      languageConstants: ['languageConstants/1001'],
      geoTargetConstants: ['geoTargetConstants/2276'],
      biddingStrategy: { maximizeClicksBiddingStrategy: { dailyTargetSpendMicros: '25000000' } },
      adGroups: [{ keywords: [{ text: 'running shoes', matchType: 'EXACT' }, { text: 'trail shoes', matchType: 'PHRASE' }] }],
    });
    const micros = (await run(campaignForecast, { ...input, keywords: [{ text: 'running shoes' }], biddingStrategy: { type: 'MAXIMIZE_CONVERSIONS', dailyTargetSpendMicros: 900_000 } })) as Record<string, number | null>;
    expect(micros).toMatchObject({ average_cpc_micros: 850_000, clicks: null, conversions: expect.any(Number), average_cpa_micros: expect.any(Number) });
    await expect(run(campaignForecastV2, { ...input, forecastPeriod: { startDate: '2020-01-01', endDate: '2020-01-02' } })).rejects.toThrow('The forecast period must start in the future.');
  });

  it('the fake refuses a forecast body v24 does not describe, as Google does', async () => {
    const f = fake();
    const response = await fetch(`${f.url}/v24/customers/${f.customerId}:generateKeywordForecastMetrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.accessToken}`, 'developer-token': f.developerToken, 'content-type': 'application/json' },
      body: JSON.stringify({ forecastPeriod: { startDate: '2099-01-01', endDate: '2099-01-02' }, campaign: { keywordPlanNetwork: 'GOOGLE_SEARCH', biddingStrategy: { manualCpcBiddingStrategy: { maxCpcBidMicros: '1' } }, adGroups: [{ keywords: [{ text: 'a', matchType: 'EXACT' }] }] } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(`Invalid JSON payload received. Unknown name "keywordPlanNetwork" at 'campaign': Cannot find field.`);
  });
});
