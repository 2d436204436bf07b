import { afterEach, describe, expect, it } from 'vitest';
import type { MetaAdsFake } from './testing/meta-ads-fake.js';
import { AuthError, RetryAfterError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { runMeta, startSeededMetaFake } from './testing/seeded-meta-fake.js';
import { metaAdInsights } from './actions/ads-insights.js';
import { metaAdSetInsightsV2 } from './actions/ad-sets-insights-v2.js';
import { metaCampaignInsightsV2 } from './actions/campaigns-insights-v2.js';

let fake: MetaAdsFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

type Rows = { rows: Array<Record<string, unknown>> };

describe('meta-ads insights', () => {
  it('reads every page of ad set insights (paging.next) with numbers as numbers and the default attribution', async () => {
    fake = await startSeededMetaFake({ adSets: 200, days: 3 });
    const { rows } = (await runMeta(fake, metaAdSetInsightsV2, {})) as Rows;
    expect(rows).toHaveLength(600);
    expect(new Set(rows.map((row) => row.adset_id)).size).toBe(200);
    expect(rows[0]).toMatchObject({ campaign_id: '120200000000001', campaign_name: 'Summer sale', adset_name: 'Ad set 1', impressions: expect.any(Number), ctr: expect.any(Number), spend: expect.any(Number) });
    expect(rows[0]?.actions).toEqual([{ action_type: 'link_click', value: rows[0]?.clicks }, { action_type: 'purchase', value: expect.any(Number) }]);
    expect(fake.requests).toHaveLength(2);
    const first = fake.requests[0]!.query;
    expect(Object.fromEntries(first)).toMatchObject({ level: 'adset', date_preset: 'last_7d', action_report_time: 'mixed', action_attribution_windows: '["7d_click","1d_view"]', limit: '500' });
    expect(first.get('fields')?.split(',')).toEqual(expect.arrayContaining(['adset_id', 'adset_name', 'ctr', 'video_p100_watched_actions', 'purchase_roas']));
    expect(fake.requests[1]!.query.get('after')).toBeTruthy();
  });

  it('sends a period (cut at today), the account setting or chosen windows, a time increment and another account', async () => {
    fake = await startSeededMetaFake();
    const today = new Date().toISOString().slice(0, 10);
    await runMeta(fake, metaCampaignInsightsV2, {
      metricsPeriod: { type: 'fromTo', from: '2024-01-01', to: '2999-12-31' },
      actionReportTime: 'conversion',
      actionAttributionWindows: { mode: 'accountSettings' },
      timeIncrement: 7,
    });
    const query = Object.fromEntries(fake.requests.at(-1)!.query);
    expect(query).toMatchObject({ time_range: `{"since":"2024-01-01","until":"${today}"}`, use_account_attribution_setting: 'true', time_increment: '7', action_report_time: 'conversion' });
    expect(query.action_attribution_windows).toBeUndefined();
    await runMeta(fake, metaCampaignInsightsV2, { actionAttributionWindows: { mode: 'custom', windows: ['28d_click', 'dda'] } });
    expect(fake.requests.at(-1)!.query.get('action_attribution_windows')).toBe('["28d_click","dda"]');
    await runMeta(fake, metaCampaignInsightsV2, { metricsPeriod: { type: 'timeframe', timeframe: { amount: 2, unit: 'days', direction: 'ago' } } });
    expect(JSON.parse(fake.requests.at(-1)!.query.get('time_range')!)).toEqual({ since: expect.any(String), until: expect.any(String) });
    await expect(runMeta(fake, metaCampaignInsightsV2, { timeIncrement: 91 })).rejects.toThrow(/timeIncrement/);
    await expect(runMeta(fake, metaCampaignInsightsV2, { metricsPeriod: { type: 'fromTo', from: '2999-01-01', to: '2999-01-02' } })).rejects.toThrow('The metrics period lies in the future');
    await expect(runMeta(fake, metaCampaignInsightsV2, { accountOverride: { mode: 'Use a custom account', accountId: '999' } })).rejects.toMatchObject({
      type: 'ConnectorNonRetryableError',
      message: expect.stringContaining("Object with ID 'act_999' does not exist"),
    });
    expect(fake.requests.at(-1)!.path).toBe('/v26.0/act_999/insights');
  });

  it('maps throttling answered with HTTP 400 to a wait from the usage headers, and code 190 to a broken connection', async () => {
    fake = await startSeededMetaFake();
    fake.throttleNext(80_000, { 'x-business-use-case-usage': JSON.stringify({ '1234567890': [{ type: 'ads_insights', call_count: 100, total_cputime: 20, total_time: 30, estimated_time_to_regain_access: 3 }] }) });
    const throttled = await runMeta(fake, metaAdInsights, {}).catch((error: unknown) => error);
    expect(throttled).toBeInstanceOf(RetryAfterError);
    expect(throttled).toMatchObject({ retryAfterMs: 180_000, status: 400 });
    fake.throttleNext(17, { 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 100, reset_time_duration: 42 }) });
    await expect(runMeta(fake, metaAdInsights, {})).rejects.toMatchObject({ retryAfterMs: 42_000 });
    // The next attempt, after the wait, gets the report.
    await expect(runMeta(fake, metaAdInsights, {})).resolves.toMatchObject({ rows: expect.arrayContaining([expect.objectContaining({ ad_id: '120400000000001' })]) });
    const expired = runAction(metaAdInsights, {
      input: {},
      auth: { refreshToken: 'r', accessToken: 'EAAexpired' },
      config: { adAccountId: fake.accountId },
      baseUrlOverrides: { 'meta-ads': fake.baseUrl },
    });
    await expect(expired).rejects.toBeInstanceOf(AuthError);
  });
});

