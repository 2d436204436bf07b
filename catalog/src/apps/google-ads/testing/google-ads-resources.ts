/**
 * The Google Ads resources the fake knows: their GAQL names, the path segment of their resource names
 * (and of their `<collection>:mutate` service), the fields a query may select (snake_case, without the
 * resource prefix), the resources a row joins through link fields, and whether metrics apply.
 */
export interface FakeResourceSpec {
  /** `campaigns` in `customers/1/campaigns/2` and `customers/1/campaigns:mutate`. */
  collection: string;
  /** How many `~`-joined numeric ids the last segment has (ad group criteria: `adGroupId~criterionId`). */
  idParts: number;
  fields: readonly string[];
  /** Joined resources: GAQL name → the camelCase field of this resource that holds its resource name. */
  links: Readonly<Record<string, string>>;
  metrics: boolean;
  /** Whether resource names carry no customer (`geoTargetConstants/2276`). */
  global?: boolean;
  /** Whether the resource can be changed through `<collection>:mutate`. */
  mutable?: boolean;
}

const r = (spec: Omit<FakeResourceSpec, 'idParts' | 'links' | 'metrics'> & Partial<FakeResourceSpec>): FakeResourceSpec => ({
  idParts: 1,
  links: {},
  metrics: false,
  ...spec,
  fields: ['resource_name', ...spec.fields],
});

const criterionFields = [
  'criterion_id', 'type', 'status', 'negative', 'bid_modifier', 'keyword.text', 'keyword.match_type', 'placement.url',
  'youtube_video.video_id', 'youtube_channel.channel_id', 'mobile_app_category.mobile_app_category_constant',
  'mobile_application.app_id', 'mobile_application.name',
];

export const fakeResources: Readonly<Record<string, FakeResourceSpec>> = {
  customer: r({ collection: 'customers', idParts: 0, metrics: true, fields: ['id', 'descriptive_name', 'currency_code', 'time_zone', 'manager', 'status', 'test_account'] }),
  customer_client: r({ collection: 'customerClients', fields: ['id', 'client_customer', 'descriptive_name', 'manager', 'level', 'status', 'currency_code', 'time_zone', 'test_account'] }),
  campaign: r({
    collection: 'campaigns',
    mutable: true,
    metrics: true,
    links: { campaign_budget: 'campaignBudget', bidding_strategy: 'biddingStrategy' },
    fields: [
      'id', 'name', 'status', 'serving_status', 'advertising_channel_type', 'bidding_strategy_type', 'campaign_budget', 'bidding_strategy',
      'start_date_time', 'end_date_time', 'contains_eu_political_advertising', 'target_roas.target_roas', 'target_cpa.target_cpa_micros',
      'maximize_conversions.target_cpa_micros', 'maximize_conversion_value.target_roas', 'target_impression_share.location',
      'target_impression_share.location_fraction_micros', 'target_impression_share.cpc_bid_ceiling_micros', 'manual_cpc.enhanced_cpc_enabled',
      'target_spend.cpc_bid_ceiling_micros', 'geo_target_type_setting.positive_geo_target_type', 'geo_target_type_setting.negative_geo_target_type',
    ],
  }),
  campaign_budget: r({ collection: 'campaignBudgets', mutable: true, metrics: true, fields: ['id', 'name', 'amount_micros', 'total_amount_micros', 'status', 'delivery_method', 'explicitly_shared', 'period'] }),
  bidding_strategy: r({ collection: 'biddingStrategies', mutable: true, fields: ['id', 'name', 'type', 'status', 'target_roas.target_roas', 'target_cpa.target_cpa_micros'] }),
  ad_group: r({
    collection: 'adGroups',
    mutable: true,
    metrics: true,
    links: { campaign: 'campaign' },
    fields: ['id', 'name', 'status', 'type', 'cpc_bid_micros', 'cpm_bid_micros', 'target_cpa_micros', 'target_roas', 'campaign'],
  }),
  ad_group_ad: r({
    collection: 'adGroupAds',
    idParts: 2,
    mutable: true,
    metrics: true,
    links: { ad_group: 'adGroup' },
    fields: [
      'ad.id', 'ad.name', 'ad.type', 'ad.final_urls', 'ad.responsive_search_ad.headlines', 'ad.responsive_search_ad.descriptions',
      'ad.responsive_search_ad.path1', 'ad.responsive_search_ad.path2', 'status', 'ad_strength', 'policy_summary.approval_status',
      'policy_summary.review_status', 'ad_group',
    ],
  }),
  ad_group_criterion: r({
    collection: 'adGroupCriteria',
    idParts: 2,
    mutable: true,
    metrics: true,
    links: { ad_group: 'adGroup' },
    fields: [...criterionFields, 'cpc_bid_micros', 'effective_cpc_bid_micros', 'quality_info.quality_score', 'listing_group.type', 'ad_group'],
  }),
  keyword_view: r({ collection: 'keywordViews', idParts: 2, metrics: true, links: { ad_group_criterion: 'adGroupCriterion' }, fields: [] }),
  campaign_criterion: r({
    collection: 'campaignCriteria',
    idParts: 2,
    mutable: true,
    links: { campaign: 'campaign' },
    fields: [...criterionFields, 'location.geo_target_constant', 'language.language_constant', 'device.type', 'campaign'],
  }),
  ad_group_bid_modifier: r({ collection: 'adGroupBidModifiers', idParts: 2, mutable: true, links: { ad_group: 'adGroup' }, fields: ['criterion_id', 'bid_modifier', 'device.type', 'ad_group'] }),
  asset_group: r({
    collection: 'assetGroups',
    mutable: true,
    metrics: true,
    links: { campaign: 'campaign' },
    fields: ['id', 'name', 'status', 'final_urls', 'final_mobile_urls', 'path1', 'path2', 'ad_strength', 'campaign'],
  }),
  asset_group_listing_group_filter: r({
    collection: 'assetGroupListingGroupFilters',
    idParts: 2,
    mutable: true,
    links: { asset_group: 'assetGroup' },
    fields: [
      'id', 'type', 'listing_source', 'parent_listing_group_filter', 'asset_group', 'case_value.product_brand.value',
      'case_value.product_category.level', 'case_value.product_category.category_id', 'case_value.product_type.level',
      'case_value.product_type.value', 'case_value.product_custom_attribute.index', 'case_value.product_custom_attribute.value',
      'case_value.product_item_id.value', 'case_value.product_condition.condition', 'case_value.product_channel.channel',
    ],
  }),
  search_term_view: r({ collection: 'searchTermViews', idParts: 3, metrics: true, links: { ad_group: 'adGroup' }, fields: ['search_term', 'status', 'ad_group'] }),
  detail_placement_view: r({
    collection: 'detailPlacementViews',
    idParts: 2,
    metrics: true,
    links: { ad_group: 'adGroup' },
    fields: ['placement', 'display_name', 'group_placement_target_url', 'target_url', 'placement_type'],
  }),
  shopping_performance_view: r({ collection: 'shoppingPerformanceView', idParts: 0, metrics: true, links: { ad_group: 'adGroup' }, fields: [] }),
  change_event: r({
    collection: 'changeEvents',
    idParts: 4,
    links: { campaign: 'campaign', ad_group: 'adGroup' },
    fields: [
      'change_date_time', 'change_resource_type', 'change_resource_name', 'client_type', 'user_email', 'old_resource', 'new_resource',
      'resource_change_operation', 'changed_fields', 'campaign', 'ad_group',
    ],
  }),
  shared_set: r({ collection: 'sharedSets', mutable: true, fields: ['id', 'name', 'type', 'status', 'member_count'] }),
  shared_criterion: r({ collection: 'sharedCriteria', idParts: 2, mutable: true, links: { shared_set: 'sharedSet' }, fields: ['criterion_id', 'type', 'keyword.text', 'keyword.match_type', 'shared_set'] }),
  campaign_shared_set: r({ collection: 'campaignSharedSets', idParts: 2, mutable: true, links: { campaign: 'campaign', shared_set: 'sharedSet' }, fields: ['campaign', 'shared_set', 'status'] }),
  geo_target_constant: r({ collection: 'geoTargetConstants', global: true, fields: ['id', 'name', 'country_code', 'target_type', 'status', 'canonical_name'] }),
};

/** Metrics a query may select (snake_case). */
export const fakeMetrics: readonly string[] = [
  'clicks', 'impressions', 'ctr', 'conversions', 'conversions_value', 'cost_micros', 'average_cpc', 'all_conversions',
  'all_conversions_from_interactions_rate', 'all_conversions_value', 'cost_per_all_conversions', 'cost_per_conversion',
  'cross_device_conversions', 'value_per_all_conversions', 'value_per_conversion', 'view_through_conversions', 'interactions',
  'search_impression_share', 'conversions_from_interactions_rate',
];

/** Segments a query may select or filter by (snake_case). */
export const fakeSegments: readonly string[] = [
  'date', 'week', 'month', 'device', 'ad_network_type', 'product_item_id', 'product_title', 'product_brand', 'product_type_l1',
  'product_custom_attribute0', 'product_custom_attribute1', 'product_custom_attribute2', 'product_custom_attribute3',
  'product_custom_attribute4', 'product_channel', 'product_condition', 'keyword.info.text', 'keyword.info.match_type',
];

/** Resource type of a collection segment (`adGroups` → `ad_group`). */
export function resourceOfCollection(collection: string): string | undefined {
  return Object.entries(fakeResources).find(([, spec]) => spec.collection === collection)?.[0];
}

/** `ad_group_criterion.keyword.match_type` → `['adGroupCriterion', 'keyword', 'matchType']`. */
export function camelPath(field: string): string[] {
  return field.split('.').map((part) => part.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
}
