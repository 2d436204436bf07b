import { afterEach, describe, expect, it } from 'vitest';
import type { MetaAdsFake } from './testing/meta-ads-fake.js';
import { isActionVisible } from '../list-catalog.js';
import { runMeta, startSeededMetaFake } from './testing/seeded-meta-fake.js';
import { metaAdLibraryReport } from './actions/ad-library-report.js';
import { metaBusinessInvoices } from './actions/business-invoices-list.js';
import { metaCustomInsights } from './actions/insights-custom.js';
import { metaAdPlacementInsights } from './actions/ads-placement-insights.js';
import { metaAdSetPlacementInsights } from './actions/ad-sets-placement-insights.js';

let fake: MetaAdsFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('meta-ads reports', () => {
  it('breaks an ad and an ad set down by publisher platform and placement', async () => {
    fake = await startSeededMetaFake({ days: 2 });
    const { rows } = (await runMeta(fake, metaAdPlacementInsights, { adId: '120400000000001' })) as { rows: Array<Record<string, unknown>> };
    expect(rows.map((row) => `${row.publisher_platform}/${row.platform_position}`)).toEqual(['facebook/feed', 'instagram/stream', 'instagram/story', 'facebook/feed', 'instagram/stream', 'instagram/story']);
    expect(fake.requests[0]).toMatchObject({ path: '/v26.0/120400000000001/insights' });
    expect(fake.requests[0]!.query.get('breakdowns')).toBe('publisher_platform,platform_position');
    await runMeta(fake, metaAdSetPlacementInsights, { adSetId: '120300000000001', metricsPeriod: { type: 'preset', preset: 'yesterday' } });
    expect(Object.fromEntries(fake.requests[1]!.query)).toMatchObject({ level: 'adset', date_preset: 'yesterday' });
  });

  it('searches the Ad Library by country (ALL too), status, type, platforms and terms of at most 100 characters', async () => {
    fake = await startSeededMetaFake();
    fake.libraryAds.push(
      { id: '901', page_name: 'Trailfox', ad_creative_bodies: ['Trail shoes 20% off'], publisher_platforms: ['facebook', 'instagram'], spend: { lower_bound: '100', upper_bound: '199' } },
      { id: '902', page_name: 'Other', ad_creative_bodies: ['Rain jackets'], publisher_platforms: ['facebook'] },
    );
    const found = await runMeta(fake, metaAdLibraryReport, { searchTerms: 'trail shoes', adReachedCountries: ['de'], publisherPlatforms: { instagram: true } });
    expect(found).toEqual({ ads: [expect.objectContaining({ id: '901', page_name: 'Trailfox', spend: { lower_bound: '100', upper_bound: '199' } })] });
    expect(Object.fromEntries(fake.requests[0]!.query)).toMatchObject({ ad_reached_countries: '["DE"]', ad_active_status: 'ACTIVE', ad_type: 'ALL', publisher_platforms: '["INSTAGRAM"]', search_terms: 'trail shoes' });
    await runMeta(fake, metaAdLibraryReport, { adActiveStatus: 'ALL', adType: 'POLITICAL_AND_ISSUE_ADS' });
    expect(Object.fromEntries(fake.requests[1]!.query)).toMatchObject({ ad_reached_countries: '["ALL"]', ad_active_status: 'ALL', ad_type: 'POLITICAL_AND_ISSUE_ADS' });
    expect(fake.requests[1]!.query.has('publisher_platforms')).toBe(false);
    await expect(runMeta(fake, metaAdLibraryReport, { searchTerms: 'x'.repeat(101) })).rejects.toThrow('At most 100 characters');
  });

  it('runs custom insights with the given query parameters; level decides, account by default', async () => {
    fake = await startSeededMetaFake({ days: 1 });
    const account = await runMeta(fake, metaCustomInsights, { queryParams: [{ key: 'fields', value: 'impressions,spend' }] });
    expect(account).toEqual({ rows: [expect.objectContaining({ account_id: fake.accountId, impressions: expect.any(String) })], apiVersion: 'v26.0' });
    expect(fake.requests[0]!.query.get('level')).toBe('account');
    const campaigns = (await runMeta(fake, metaCustomInsights, { queryParams: [{ key: 'level', value: 'campaign' }] })) as { rows: unknown[] };
    expect(campaigns.rows).toEqual([expect.objectContaining({ campaign_id: '120200000000001' })]);
    await expect(runMeta(fake, metaCustomInsights, { queryParams: [{ key: 'level', value: 'galaxy' }] })).rejects.toThrow('level must be one of the following values');
  });

  it('lists business invoices behind the feature flag, by billing period or issue date, with campaign rows on request', async () => {
    fake = await startSeededMetaFake();
    expect(isActionVisible(metaBusinessInvoices)).toBe(false);
    expect(isActionVisible(metaBusinessInvoices, { flags: ['apps.meta-ads.business-enabled'] })).toBe(true);
    fake.invoices.push(
      { id: '7001', invoice_id: 'FBADS-1', billing_period: '2025-05-01', invoice_date: '2025-06-02', invoice_type: 'INVOICE', payment_status: 'PAID', amount_due: { amount: '120.50', currency: 'EUR' }, campaigns: { data: [{ campaign_id: '1', amount: '120.50' }] } },
      { id: '7002', invoice_id: 'FBADS-2', billing_period: '2025-06-01', invoice_date: '2025-07-02', invoice_type: 'CM', payment_status: 'UNPAID', amount_due: { amount: '-10.00', currency: 'EUR' } },
    );
    const byPeriod = await runMeta(fake, metaBusinessInvoices, { businessId: '555', period: { from: '2025-05-01', to: '2025-05-31' } });
    expect(byPeriod).toEqual({ invoices: [expect.objectContaining({ id: '7001', amount: 120.5, invoice_type: 'Invoice', payment_status: 'Paid' })] });
    expect((byPeriod as { invoices: Array<{ campaigns?: unknown }> }).invoices[0]?.campaigns).toBeUndefined();
    expect(Object.fromEntries(fake.requests[0]!.query)).toMatchObject({ start_date: '2025-05-01', end_date: '2025-05-31' });
    const byIssue = await runMeta(fake, metaBusinessInvoices, { periodType: 'issueDate', onCampaignLevel: true, period: { from: '2025-06-01', to: '2025-07-31' } }, { businessId: '555' });
    expect(byIssue).toEqual({ invoices: [expect.objectContaining({ id: '7001', campaigns: [{ campaign_id: '1', amount: '120.50' }] }), expect.objectContaining({ id: '7002', invoice_type: 'Credit Memo', payment_status: 'Unpaid' })] });
    expect(fake.requests[1]!.path).toBe('/v26.0/555/business_invoices');
    await expect(runMeta(fake, metaBusinessInvoices, { period: { from: '2025-06-01', to: '2025-07-31' } })).rejects.toThrow('Give a business ID or set one on the Meta Ads connection');
  });
});
