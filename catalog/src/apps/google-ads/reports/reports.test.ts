import { describe, expect, it } from 'vitest';
import { fakeAdsMetrics } from '../../../testing/index.js';
import { AuthError, NonRetryableError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { contractEnum } from '../testing/contracts/google-ads-v24/contract.js';
import { ChangeHistoryDateConstant, startsWithinChangeWindow } from './change-history-report.js';
import { AdvertisingChannelTypes } from './entity-reports.js';
import { useGoogleAdsFake } from '../testing/ads-test-kit.js';
import { googleAdsApp } from '../index.js';

const { fake, run } = useGoogleAdsFake(() => ({ batchSize: 2 }));
const report = (id: string) => googleAdsApp.actions.find((a) => a.id === id)!;
type Rows<T = Record<string, unknown>> = { rows: T[] };

describe('google-ads reports', () => {
  it('keywords.report sends GAQL with the period and filters and reads every batch, money in units', async () => {
    const output = (await run(report('keywords.report'), { metricsPeriod: { type: 'fromTo', from: '2026-11-01', to: '2026-11-20' }, adGroupResourceName: '3001', status: ['ENABLED'] })) as Rows<{ text: string; cpcBid: number; metrics: { cost: number; conversions: number } }>;
    expect(output.rows.map((r) => [r.text, r.cpcBid, r.metrics.cost, r.metrics.conversions])).toEqual([
      ['running shoes', 1.2, 51, 3],
      ['trail running shoes', 1.2, 36.4, 0],
      ['cheap sneakers', 1.2, 10.9, 0],
    ]);
    expect(output.rows[0]).toMatchObject({ matchType: 'EXACT', qualityScore: 7, adGroup: { name: 'Running shoes' }, campaign: { name: 'Shoes – Search' } });
    const [query] = fake().queries;
    expect(query?.query).toContain("WHERE segments.date BETWEEN '2026-11-01' AND '2026-11-20' AND ad_group.id = 3001 AND campaign.status != 'REMOVED'");
    expect(query?.query).toContain("ad_group_criterion.status IN ('ENABLED')");
    const answer = fake().requests[0]!;
    expect(answer.path).toBe(`/v24/customers/${fake().customerId}/googleAds:searchStream`);
    expect(answer.headers['developer-token']).toBe(fake().developerToken);
    expect(answer.headers.authorization).toBe(`Bearer ${fake().accessToken}`);
  });

  it('campaigns.report offers the channels of v24 (DEMAND_GEN, no DISCOVERY), and the fake refuses a gone one', async () => {
    expect([...AdvertisingChannelTypes.options].sort()).toEqual([...contractEnum('AdvertisingChannelType')].sort());
    const output = (await run(report('campaigns.report'), { advertisingChannelType: 'DEMAND_GEN' })) as Rows;
    expect(output.rows).toEqual([]);
    expect(fake().queries[0]?.query).toContain("campaign.advertising_channel_type = 'DEMAND_GEN'");
    await run(report('campaigns.report'), { advertisingChannelType: 'DISCOVERY' });
    expect(fake().queries[1]?.query).toContain("campaign.advertising_channel_type = 'DEMAND_GEN'");
    await expect(run(report('reports.custom'), { query: "SELECT campaign.id FROM campaign WHERE campaign.advertising_channel_type = 'DISCOVERY'" })).rejects.toThrow("invalid enum constant 'DISCOVERY'");
  });

  it('streams more rows than one batch holds', async () => {
    const c = `customers/${fake().customerId}`;
    for (let i = 0; i < 7; i++) {
      fake().store.put({ resourceName: `${c}/adGroupCriteria/3001~${9000 + i}`, criterionId: String(9000 + i), type: 'KEYWORD', status: 'PAUSED', keyword: { text: `kw ${i}`, matchType: 'BROAD' }, adGroup: `${c}/adGroups/3001` }, { metrics: fakeAdsMetrics(i, 10 * i, i * 10_000, 0) });
    }
    const output = (await run(report('keywords.report'), { status: ['PAUSED'] })) as Rows;
    expect(output.rows).toHaveLength(7);
    const response = await fetch(`${fake().url}/v24/customers/${fake().customerId}/googleAds:searchStream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake().accessToken}`, 'developer-token': fake().developerToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query: "SELECT ad_group_criterion.criterion_id FROM keyword_view WHERE ad_group_criterion.status = 'PAUSED'" }),
    });
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(4);
  });

  it.each([
    ['adGroupAds.report', { status: ['ENABLED'] }, { resourceName: expect.stringContaining('/adGroupAds/3001~4001'), ad: expect.objectContaining({ headlines: ['Running Shoes Sale', 'Free Shipping', 'New Season Models'] }) }],
    ['assetGroups.report', {}, { name: 'All shoes', adStrength: 'EXCELLENT', finalUrls: ['https://shop.example.com/'], campaign: expect.objectContaining({ name: 'Shoes – Performance Max' }) }],
    ['searchTerms.report', { campaignResourceName: '2001' }, { searchTerm: 'running shoes men', metrics: expect.objectContaining({ cost: 25 }) }],
    ['placements.report', {}, { placement: 'news.example.com', placementType: 'WEBSITE' }],
    ['products.report', {}, { productItemId: 'sku-1', productTitle: 'Trail runner 2', productBrand: 'Acme' }],
    ['campaigns.report', { advertisingChannelType: 'SEARCH' }, { name: 'Shoes – Search', budget: { resourceName: expect.any(String), amount: 50 } }],
    ['customers.report', { metricsPeriod: { type: 'dateConstant', dateConstant: 'LAST_MONTH' } }, { descriptiveName: 'Shoe shop', currencyCode: 'EUR' }],
    ['reports.custom', { query: 'SELECT campaign.name, metrics.cost_micros FROM campaign ORDER BY campaign.name LIMIT 1' }, { campaign: expect.objectContaining({ name: 'Shoes – Performance Max' }), metrics: { costMicros: '53000000' } }],
  ])('%s answers its rows', async (id, input, first) => {
    const output = (await run(report(id), input)) as Rows;
    expect(output.rows[0]).toMatchObject(first);
  });

  it('changeHistory.report offers no period that always fails the 30-day rule (LAST_30_DAYS)', async () => {
    const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i, 12)));
    for (const constant of ChangeHistoryDateConstant.options) {
      expect(days.some((now) => startsWithinChangeWindow({ type: 'dateConstant', dateConstant: constant }, now)), constant).toBe(true);
    }
    expect(days.some((now) => startsWithinChangeWindow({ type: 'dateConstant', dateConstant: 'LAST_30_DAYS' }, now))).toBe(false);
    expect(ChangeHistoryDateConstant.options).not.toContain('LAST_30_DAYS');
    await expect(run(report('changeHistory.report'), { metricsPeriod: { type: 'dateConstant', dateConstant: 'LAST_30_DAYS' } })).rejects.toThrow('The start date must be within 30 days including today.');
    expect(fake().requests).toHaveLength(0);
  });

  it('changeHistory.report: the newest changes of the last 30 days, by user, and the 30-day rule', async () => {
    const output = (await run(report('changeHistory.report'), { metricsPeriod: { type: 'timeframe', start: { daysAgo: 29 }, end: { daysAgo: 0 } } })) as Rows<{ userEmail: string; changedFields: string[] }>;
    expect(output.rows.map((r) => r.userEmail)).toEqual(['anna@shop.example.com', 'ben@agency.example.com']);
    expect(fake().queries[0]?.query).toMatch(/ORDER BY change_event\.change_date_time DESC LIMIT 10000$/);
    const anna = (await run(report('changeHistory.report'), { metricsPeriod: { type: 'dateConstant', dateConstant: 'LAST_14_DAYS' }, userEmail: 'ben@agency.example.com' })) as Rows<{ changedFields: string[] }>;
    expect(anna.rows).toEqual([expect.objectContaining({ userEmail: 'ben@agency.example.com', changedFields: ['status'], operation: 'UPDATE' })]);
    const old = { type: 'timeframe', start: { daysAgo: 30 }, end: { daysAgo: 0 } };
    await expect(run(report('changeHistory.report'), { metricsPeriod: old })).rejects.toThrow(new NonRetryableError('The start date must be within 30 days including today.'));
    expect(fake().queries).toHaveLength(2);
  });

  it('explains refused queries with the GoogleAdsFailure message and a refused token as an auth error', async () => {
    await expect(run(report('reports.custom'), { query: 'SELECT campaign.nme FROM campaign' })).rejects.toMatchObject({
      type: 'ConnectorNonRetryableError',
      message: "google-ads answered 400 Bad Request: Unrecognized field in the query: 'campaign.nme'.",
    });
    const denied = await runAction(report('customers.report'), { input: {}, auth: { refreshToken: 'r', accessToken: 'expired' }, config: { customerId: fake().customerId }, baseUrlOverrides: { 'google-ads': fake().url } }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(AuthError);
  });
});
