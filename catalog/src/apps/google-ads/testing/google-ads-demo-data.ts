import type { FakeAdsStore } from './google-ads-store.js';

/** Metrics as the REST interface shows them: counts and micros as int64 strings, rates and conversions as numbers. */
export function fakeAdsMetrics(clicks: number, impressions: number, costMicros: number, conversions: number, conversionsValue = conversions * 60): Record<string, unknown> {
  return {
    clicks: String(clicks),
    impressions: String(impressions),
    ctr: impressions > 0 ? clicks / impressions : 0,
    costMicros: String(costMicros),
    averageCpc: clicks > 0 ? costMicros / clicks : 0,
    conversions,
    conversionsValue,
    allConversions: conversions,
    allConversionsValue: conversionsValue,
    allConversionsFromInteractionsRate: clicks > 0 ? conversions / clicks : 0,
    costPerConversion: conversions > 0 ? costMicros / conversions : 0,
    costPerAllConversions: conversions > 0 ? costMicros / conversions : 0,
    crossDeviceConversions: 0,
    valuePerConversion: conversions > 0 ? conversionsValue / conversions : 0,
    valuePerAllConversions: conversions > 0 ? conversionsValue / conversions : 0,
    viewThroughConversions: '0',
    interactions: String(clicks),
  };
}

/** Countries the fake knows as geo target constants (id = 2000 + ISO 3166 numeric code). */
export const FAKE_GEO_TARGETS: ReadonlyArray<readonly [string, string, number]> = [
  ['DE', 'Germany', 2276], ['AT', 'Austria', 2040], ['CH', 'Switzerland', 2756], ['US', 'United States', 2840],
  ['GB', 'United Kingdom', 2826], ['FR', 'France', 2250], ['NL', 'Netherlands', 2528], ['IT', 'Italy', 2380], ['ES', 'Spain', 2724],
];

export function seedGeoTargets(store: FakeAdsStore): void {
  for (const [countryCode, name, id] of FAKE_GEO_TARGETS) {
    store.put({ resourceName: `geoTargetConstants/${id}`, id: String(id), name, countryCode, targetType: 'Country', status: 'ENABLED', canonicalName: name });
  }
}

/** A manager account and its links (`customer_client` rows, the manager itself at level 0). */
export function seedManager(store: FakeAdsStore, managerId: string, clients: ReadonlyArray<{ id: string; name: string }>): void {
  store.put({ resourceName: `customers/${managerId}`, id: managerId, descriptiveName: 'Agency MCC', currencyCode: 'EUR', timeZone: 'Europe/Berlin', manager: true, status: 'ENABLED', testAccount: false });
  const link = (id: string, name: string, level: number, manager: boolean) =>
    store.put({
      resourceName: `customers/${managerId}/customerClients/${id}`,
      id,
      clientCustomer: `customers/${id}`,
      descriptiveName: name,
      manager,
      level: String(level),
      status: 'ENABLED',
      currencyCode: 'EUR',
      timeZone: 'Europe/Berlin',
      testAccount: false,
    });
  link(managerId, 'Agency MCC', 0, true);
  for (const client of clients) link(client.id, client.name, 1, false);
}

/**
 * A small shop account: a search campaign with keywords (two without conversions), an ad, search
 * terms and placements; a Performance Max campaign with an asset group, listing groups and products;
 * budgets and change events of the last weeks.
 */
export function seedShopAccount(store: FakeAdsStore, customerId: string, name: string, now: Date): void {
  const c = `customers/${customerId}`;
  store.put({ resourceName: c, id: customerId, descriptiveName: name, currencyCode: 'EUR', timeZone: 'Europe/Berlin', manager: false, status: 'ENABLED', testAccount: false }, { metrics: fakeAdsMetrics(172, 9100, 151_300_000, 7) });
  store.put({ resourceName: `${c}/campaignBudgets/1001`, id: '1001', name: 'Search budget', amountMicros: '50000000', status: 'ENABLED', deliveryMethod: 'STANDARD', explicitlyShared: false, period: 'DAILY' });
  store.put({ resourceName: `${c}/campaignBudgets/1002`, id: '1002', name: 'PMax budget', amountMicros: '80000000', status: 'ENABLED', deliveryMethod: 'STANDARD', explicitlyShared: false, period: 'DAILY' });
  const campaign = (id: string, campaignName: string, type: string, budget: string, bidding: Record<string, unknown>, metrics: Record<string, unknown>) =>
    store.put(
      {
        resourceName: `${c}/campaigns/${id}`,
        id,
        name: campaignName,
        status: 'ENABLED',
        servingStatus: 'SERVING',
        advertisingChannelType: type,
        campaignBudget: `${c}/campaignBudgets/${budget}`,
        containsEuPoliticalAdvertising: 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING',
        startDateTime: '2026-01-01 00:00:00',
        geoTargetTypeSetting: { positiveGeoTargetType: 'PRESENCE_OR_INTEREST', negativeGeoTargetType: 'PRESENCE' },
        ...bidding,
      },
      { metrics },
    );
  campaign('2001', 'Shoes – Search', 'SEARCH', '1001', { manualCpc: { enhancedCpcEnabled: false }, biddingStrategyType: 'MANUAL_CPC' }, fakeAdsMetrics(112, 5400, 98_300_000, 3));
  campaign('2002', 'Shoes – Performance Max', 'PERFORMANCE_MAX', '1002', { maximizeConversionValue: { targetRoas: 4 }, biddingStrategyType: 'MAXIMIZE_CONVERSION_VALUE' }, fakeAdsMetrics(60, 3700, 53_000_000, 4));
  store.put({ resourceName: `${c}/adGroups/3001`, id: '3001', name: 'Running shoes', status: 'ENABLED', type: 'SEARCH_STANDARD', cpcBidMicros: '1200000', campaign: `${c}/campaigns/2001` }, { metrics: fakeAdsMetrics(112, 5400, 98_300_000, 3) });
  const keyword = (id: string, text: string, matchType: string, metrics: Record<string, unknown>) =>
    store.put(
      { resourceName: `${c}/adGroupCriteria/3001~${id}`, criterionId: id, type: 'KEYWORD', status: 'ENABLED', negative: false, keyword: { text, matchType }, cpcBidMicros: '1200000', effectiveCpcBidMicros: '1200000', qualityInfo: { qualityScore: 7 }, adGroup: `${c}/adGroups/3001` },
      { metrics },
    );
  keyword('7001', 'running shoes', 'EXACT', fakeAdsMetrics(60, 2500, 51_000_000, 3));
  keyword('7002', 'trail running shoes', 'PHRASE', fakeAdsMetrics(40, 2100, 36_400_000, 0));
  keyword('7003', 'cheap sneakers', 'BROAD', fakeAdsMetrics(12, 800, 10_900_000, 0));
  store.put(
    {
      resourceName: `${c}/adGroupAds/3001~4001`,
      status: 'ENABLED',
      adStrength: 'GOOD',
      ad: {
        id: '4001',
        type: 'RESPONSIVE_SEARCH_AD',
        finalUrls: ['https://shop.example.com/running'],
        responsiveSearchAd: {
          headlines: [{ text: 'Running Shoes Sale' }, { text: 'Free Shipping' }, { text: 'New Season Models' }],
          descriptions: [{ text: 'Find your next pair of running shoes.' }, { text: 'Order today, delivered tomorrow.' }],
          path1: 'running',
          path2: 'sale',
        },
      },
      policySummary: { approvalStatus: 'APPROVED', reviewStatus: 'REVIEWED' },
      adGroup: `${c}/adGroups/3001`,
    },
    { metrics: fakeAdsMetrics(112, 5400, 98_300_000, 3) },
  );
  store.put({ resourceName: `${c}/searchTermViews/2001~3001~cnVubmluZyBzaG9lcyBtZW4`, searchTerm: 'running shoes men', status: 'NONE', adGroup: `${c}/adGroups/3001` }, { metrics: fakeAdsMetrics(30, 900, 25_000_000, 2) });
  store.put({ resourceName: `${c}/searchTermViews/2001~3001~c25lYWtlcnMgZnJlZQ`, searchTerm: 'sneakers free', status: 'NONE', adGroup: `${c}/adGroups/3001` }, { metrics: fakeAdsMetrics(9, 400, 7_100_000, 0) });
  store.put({ resourceName: `${c}/detailPlacementViews/3001~ZXhhbXBsZS5jb20`, placement: 'news.example.com', displayName: 'Example News', groupPlacementTargetUrl: 'news.example.com', targetUrl: 'https://news.example.com/sport', placementType: 'WEBSITE', adGroup: `${c}/adGroups/3001` }, { metrics: fakeAdsMetrics(5, 1200, 2_000_000, 0) });
  store.put({ resourceName: `${c}/assetGroups/5001`, id: '5001', name: 'All shoes', status: 'ENABLED', finalUrls: ['https://shop.example.com/'], finalMobileUrls: [], path1: 'shoes', path2: '', adStrength: 'EXCELLENT', campaign: `${c}/campaigns/2002` }, { metrics: fakeAdsMetrics(60, 3700, 53_000_000, 4) });
  store.put({ resourceName: `${c}/assetGroupListingGroupFilters/5001~6001`, id: '6001', type: 'SUBDIVISION', listingSource: 'SHOPPING', assetGroup: `${c}/assetGroups/5001` });
  store.put({ resourceName: `${c}/assetGroupListingGroupFilters/5001~6002`, id: '6002', type: 'UNIT_INCLUDED', listingSource: 'SHOPPING', parentListingGroupFilter: `${c}/assetGroupListingGroupFilters/5001~6001`, caseValue: { productBrand: { value: 'acme' } }, assetGroup: `${c}/assetGroups/5001` });
  const products: Array<[string, string, string, number, number]> = [['sku-1', 'Trail runner 2', 'Acme', 40, 3], ['sku-2', 'Road runner', 'Acme', 20, 1]];
  products.forEach(([id, title, brand, clicks, conversions], index) =>
    store.put(
      { resourceName: `${c}/shoppingPerformanceView`, adGroup: `${c}/adGroups/3001` },
      { key: `${c}/shoppingPerformanceView#${index}`, metrics: fakeAdsMetrics(clicks, clicks * 60, clicks * 880_000, conversions), segments: { productItemId: id, productTitle: title, productBrand: brand } },
    ),
  );
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().replace('T', ' ').replace('Z', '000');
  const change = (id: string, daysAgo: number, userEmail: string, fields: string) =>
    store.put({
      resourceName: `${c}/changeEvents/${id}~1~0`,
      changeDateTime: at(daysAgo),
      changeResourceType: 'CAMPAIGN',
      changeResourceName: `${c}/campaigns/2001`,
      clientType: 'GOOGLE_ADS_WEB_CLIENT',
      userEmail,
      resourceChangeOperation: 'UPDATE',
      changedFields: fields,
      oldResource: { campaign: { name: 'Shoes' } },
      newResource: { campaign: { name: 'Shoes – Search' } },
      campaign: `${c}/campaigns/2001`,
    });
  change('1700000000000001', 2, 'anna@shop.example.com', 'name');
  change('1700000000000002', 12, 'ben@agency.example.com', 'status');
  change('1700000000000003', 45, 'anna@shop.example.com', 'name');
}
