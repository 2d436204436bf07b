import { type MetaAdsFake, type MetaAdsFakeOptions, startMetaAdsFake } from './meta-ads-fake.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';

/** A Meta fake with one campaign, `adSets` ad sets (daily budget 50.00 EUR) and one ad in the first. */
export async function startSeededMetaFake(options: MetaAdsFakeOptions & { adSets?: number } = {}): Promise<MetaAdsFake> {
  const fake = await startMetaAdsFake(options);
  fake.campaigns.set('120200000000001', { id: '120200000000001', name: 'Summer sale', objective: 'OUTCOME_SALES', status: 'ACTIVE', buying_type: 'AUCTION', special_ad_categories: [] });
  for (let i = 1; i <= (options.adSets ?? 2); i++) {
    const id = String(120_300_000_000_000 + i);
    fake.adsets.set(id, {
      id,
      campaign_id: '120200000000001',
      name: `Ad set ${i}`,
      status: 'ACTIVE',
      daily_budget: '5000',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      targeting: { geo_locations: { countries: ['DE'] }, publisher_platforms: ['facebook', 'instagram'], facebook_positions: ['feed'], instagram_positions: ['stream', 'story'], device_platforms: ['mobile'] },
      learning_stage_info: { status: 'SUCCESS' },
    });
  }
  fake.ads.set('120400000000001', { id: '120400000000001', name: 'Shoe ad', adset_id: '120300000000001', campaign_id: '120200000000001', status: 'ACTIVE', creative: { id: '1', name: 'Shoe creative' } });
  return fake;
}

/** Runs a Meta action against the fake with the fake's token and account. */
export const runMeta = (fake: MetaAdsFake, action: AnyAction, input: unknown, config: Record<string, unknown> = {}) =>
  runAction(action, {
    input,
    auth: { refreshToken: 'refresh', accessToken: fake.accessToken },
    config: { adAccountId: fake.accountId, ...config },
    baseUrlOverrides: { 'meta-ads': fake.baseUrl },
  });
