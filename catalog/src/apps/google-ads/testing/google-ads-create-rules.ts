import type { FakeAdsError } from './google-ads-failure.js';
import type { FakeAdsStore } from './google-ads-store.js';

type Entity = Record<string, unknown>;
/** Checks a created (or updated, merged) resource the way the API does; fills what it derives. */
type Rule = (entity: Entity, store: FakeAdsStore, creating: boolean) => FakeAdsError | undefined;

const error = (kind: string, code: string, message: string, field?: string): FakeAdsError => ({
  errorCode: { [kind]: code },
  message,
  ...(field ? { location: { fieldPathElements: [{ fieldName: field }] } } : {}),
});
const required = (field: string): FakeAdsError => error('fieldError', 'REQUIRED', 'The required field was not present.', field);
const isObject = (v: unknown): v is Entity => v !== null && typeof v === 'object' && !Array.isArray(v);
const micros = (v: unknown): number | undefined => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** Money in micros must be whole cents (10,000 micros is the smallest unit of most currencies). */
function money(entity: Entity, field: string, kind: string): FakeAdsError | undefined {
  if (entity[field] === undefined) return undefined;
  const value = micros(entity[field]);
  if (value === undefined || value < 0) return error('fieldError', 'INVALID_VALUE', `${field} must be an amount in micros.`, field);
  if (value % 10_000 !== 0) return error(kind, 'NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT', 'The amount must be a multiple of the minimum currency unit.', field);
  return undefined;
}

function exists(store: FakeAdsStore, entity: Entity, field: string, collection: string): FakeAdsError | undefined {
  const name = entity[field];
  if (name === undefined) return required(field);
  if (typeof name !== 'string' || !new RegExp(`^customers/\\d{10}/${collection}/[\\d~]+$`).test(name)) {
    return error('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', field);
  }
  return store.get(name) ? undefined : error('mutateError', 'RESOURCE_NOT_FOUND', `The resource was not found: ${name}.`, field);
}

/** Campaign fields that each hold one bidding scheme (one at a time). */
export const biddingSchemes: Readonly<Record<string, string>> = {
  manualCpc: 'MANUAL_CPC',
  maximizeConversions: 'MAXIMIZE_CONVERSIONS',
  maximizeConversionValue: 'MAXIMIZE_CONVERSION_VALUE',
  targetImpressionShare: 'TARGET_IMPRESSION_SHARE',
  targetSpend: 'TARGET_SPEND',
  targetCpa: 'TARGET_CPA',
  targetRoas: 'TARGET_ROAS',
  maximizeClicks: 'TARGET_SPEND',
};

function bidding(entity: Entity): FakeAdsError | undefined {
  const schemes = Object.keys(biddingSchemes).filter((key) => entity[key] !== undefined);
  if (schemes.length === 0 && entity.biddingStrategy === undefined) return required('campaign_bidding_strategy');
  if (schemes.length > 1) return error('biddingError', 'BIDDING_STRATEGY_NOT_SUPPORTED', 'Only one bidding scheme may be set.', schemes[1]);
  const [scheme] = schemes;
  if (scheme === undefined) return undefined;
  const settings = entity[scheme];
  if (!isObject(settings)) return error('fieldError', 'INVALID_VALUE', `${scheme} must be an object.`, scheme);
  const roas = settings.targetRoas;
  if (roas !== undefined && (typeof roas !== 'number' || roas <= 0 || roas > 1000)) return error('rangeError', 'TOO_LOW', 'Target ROAS must be greater than 0.', 'target_roas');
  if (scheme === 'targetImpressionShare') {
    if (!['ANYWHERE_ON_PAGE', 'TOP_OF_PAGE', 'ABSOLUTE_TOP_OF_PAGE'].includes(String(settings.location))) return required('target_impression_share.location');
    const fraction = micros(settings.locationFractionMicros);
    if (fraction === undefined || fraction < 1 || fraction > 1_000_000) return error('rangeError', 'TOO_HIGH', 'location_fraction_micros must be between 1 and 1,000,000.', 'location_fraction_micros');
  }
  for (const key of ['targetCpaMicros', 'cpcBidCeilingMicros']) {
    const failure = money(settings, key, 'biddingError');
    if (failure) return failure;
  }
  entity.biddingStrategyType = biddingSchemes[scheme];
  for (const other of Object.keys(biddingSchemes)) if (other !== scheme) delete entity[other];
  return undefined;
}

const criterionKinds: Record<string, string> = {
  keyword: 'KEYWORD',
  placement: 'PLACEMENT',
  youtubeVideo: 'YOUTUBE_VIDEO',
  youtubeChannel: 'YOUTUBE_CHANNEL',
  mobileAppCategory: 'MOBILE_APP_CATEGORY',
  mobileApplication: 'MOBILE_APPLICATION',
  location: 'LOCATION',
  language: 'LANGUAGE',
  device: 'DEVICE',
  listingGroup: 'LISTING_GROUP',
};

function criterion(entity: Entity, allowed: readonly string[]): FakeAdsError | undefined {
  const kinds = Object.keys(criterionKinds).filter((key) => entity[key] !== undefined);
  if (kinds.length !== 1 || !allowed.includes(kinds[0]!)) return error('criterionError', 'CRITERION_TYPE_NOT_SUPPORTED', 'Exactly one supported criterion must be set.', kinds[0] ?? 'criterion');
  const kind = kinds[0]!;
  const value = entity[kind] as Entity;
  if (kind === 'keyword') {
    const text = String(value.text ?? '').trim();
    if (text === '') return required('keyword.text');
    if (text.length > 80) return error('criterionError', 'KEYWORD_TEXT_TOO_LONG', 'Keyword text is too long.', 'keyword.text');
    if (text.split(/\s+/).length > 10) return error('criterionError', 'KEYWORD_HAS_TOO_MANY_WORDS', 'Keyword has too many words.', 'keyword.text');
    if (!['EXACT', 'PHRASE', 'BROAD'].includes(String(value.matchType))) return error('criterionError', 'INVALID_MATCH_TYPE', 'The match type is not valid.', 'keyword.match_type');
  }
  if (kind === 'location' && !/^geoTargetConstants\/\d+$/.test(String(value.geoTargetConstant))) return error('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', 'location.geo_target_constant');
  if (kind === 'language' && !/^languageConstants\/\d+$/.test(String(value.languageConstant))) return error('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', 'language.language_constant');
  if (kind === 'placement' && !/^\S+\.\S+/.test(String(value.url ?? ''))) return error('criterionError', 'INVALID_PLACEMENT_URL', 'The placement URL is not valid.', 'placement.url');
  if (kind === 'device' && !['MOBILE', 'DESKTOP', 'TABLET', 'CONNECTED_TV'].includes(String(value.type))) return error('criterionError', 'INVALID_DEVICE', 'The device is not valid.', 'device.type');
  entity.type = criterionKinds[kind];
  return bidModifier(entity);
}

/** A bid modifier is a factor from 0.1 to 10 (-90 % to +900 %); 0 excludes a device. */
function bidModifier(entity: Entity): FakeAdsError | undefined {
  const value = entity.bidModifier;
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || (value !== 0 && (value < 0.1 || value > 10))) {
    return error('criterionError', 'BID_MODIFIER_OUT_OF_RANGE', 'Bid modifier must be between 0.1 and 10.0.', 'bid_modifier');
  }
  return undefined;
}

const levels = ['LEVEL1', 'LEVEL2', 'LEVEL3', 'LEVEL4', 'LEVEL5'];
const indexes = ['INDEX0', 'INDEX1', 'INDEX2', 'INDEX3', 'INDEX4'];

function listingCase(value: unknown): FakeAdsError | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return error('fieldError', 'INVALID_VALUE', 'case_value must be an object.', 'case_value');
  const invalid = (field: string) => error('listingGroupError', 'INVALID_DIMENSION', `The listing dimension ${field} is not valid.`, field);
  for (const key of ['productCategory', 'productType']) {
    const dimension = value[key];
    if (isObject(dimension) && !levels.includes(String(dimension.level))) return invalid(`case_value.${key}.level`);
  }
  const attribute = value.productCustomAttribute;
  if (isObject(attribute) && !indexes.includes(String(attribute.index))) return invalid('case_value.product_custom_attribute.index');
  return undefined;
}

/** What the fake checks per resource type, on create and on the result of an update. */
export const createRules: Readonly<Record<string, Rule>> = {
  campaign_budget: (e, _s, creating) => (creating && e.amountMicros === undefined && e.totalAmountMicros === undefined ? required('amount_micros') : (money(e, 'amountMicros', 'campaignBudgetError') ?? money(e, 'totalAmountMicros', 'campaignBudgetError'))),
  campaign: (e, s, creating) => {
    if (creating && typeof e.name !== 'string') return required('name');
    if (creating && e.advertisingChannelType === undefined) return required('advertising_channel_type');
    if (!['CONTAINS_EU_POLITICAL_ADVERTISING', 'DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING'].includes(String(e.containsEuPoliticalAdvertising))) {
      return error('campaignError', 'MISSING_EU_POLITICAL_ADVERTISING_DECLARATION', 'The campaign must declare whether it contains EU political advertising.', 'contains_eu_political_advertising');
    }
    return exists(s, e, 'campaignBudget', 'campaignBudgets') ?? bidding(e);
  },
  ad_group: (e, s, creating) => (creating && typeof e.name !== 'string' ? required('name') : (exists(s, e, 'campaign', 'campaigns') ?? money(e, 'cpcBidMicros', 'biddingError'))),
  ad_group_ad: (e, s) => {
    const missing = exists(s, e, 'adGroup', 'adGroups');
    if (missing) return missing;
    const ad = isObject(e.ad) ? e.ad : {};
    const rsa = isObject(ad.responsiveSearchAd) ? ad.responsiveSearchAd : undefined;
    if (!rsa) return required('ad.responsive_search_ad');
    const texts = (v: unknown) => (Array.isArray(v) ? v.map((a) => String((a as Entity).text ?? '')) : []);
    const [headlines, descriptions] = [texts(rsa.headlines), texts(rsa.descriptions)];
    if (headlines.length < 3) return error('adError', 'TOO_FEW_HEADLINES', 'Responsive search ads need at least 3 headlines.', 'headlines');
    if (headlines.length > 15) return error('adError', 'TOO_MANY_HEADLINES', 'Responsive search ads take at most 15 headlines.', 'headlines');
    if (descriptions.length < 2) return error('adError', 'TOO_FEW_DESCRIPTIONS', 'Responsive search ads need at least 2 descriptions.', 'descriptions');
    if (descriptions.length > 4) return error('adError', 'TOO_MANY_DESCRIPTIONS', 'Responsive search ads take at most 4 descriptions.', 'descriptions');
    if (headlines.some((h) => h.length > 30) || descriptions.some((d) => d.length > 90)) return error('stringLengthError', 'TOO_LONG', 'Too long.', 'text');
    const urls = Array.isArray(ad.finalUrls) ? ad.finalUrls : [];
    if (urls.length === 0 || urls.some((u) => !URL.canParse(String(u)))) return error('urlFieldError', 'INVALID_URL', 'The final URL is not valid.', 'final_urls');
    ad.type = 'RESPONSIVE_SEARCH_AD';
    return undefined;
  },
  ad_group_criterion: (e, s) =>
    exists(s, e, 'adGroup', 'adGroups') ?? money(e, 'cpcBidMicros', 'biddingError') ?? criterion(e, ['keyword', 'placement', 'youtubeVideo', 'youtubeChannel', 'mobileAppCategory', 'mobileApplication', 'listingGroup']),
  campaign_criterion: (e, s) =>
    exists(s, e, 'campaign', 'campaigns') ?? criterion(e, ['keyword', 'placement', 'youtubeVideo', 'youtubeChannel', 'mobileAppCategory', 'mobileApplication', 'location', 'language', 'device']),
  ad_group_bid_modifier: (e, s) => exists(s, e, 'adGroup', 'adGroups') ?? bidModifier(e),
  shared_set: (e) => (typeof e.name !== 'string' ? required('name') : e.type !== 'NEGATIVE_KEYWORDS' ? error('sharedSetError', 'INVALID_SHARED_SET_TYPE', 'The shared set type is not valid.', 'type') : undefined),
  shared_criterion: (e, s) => exists(s, e, 'sharedSet', 'sharedSets') ?? criterion(e, ['keyword']),
  campaign_shared_set: (e, s) => exists(s, e, 'campaign', 'campaigns') ?? exists(s, e, 'sharedSet', 'sharedSets'),
  asset_group_listing_group_filter: (e, s) => {
    if (!['UNIT_INCLUDED', 'UNIT_EXCLUDED', 'SUBDIVISION'].includes(String(e.type))) return error('assetGroupListingGroupFilterError', 'INVALID_TYPE', 'The listing group filter type is not valid.', 'type');
    if (e.parentListingGroupFilter !== undefined) {
      const parent = exists(s, e, 'parentListingGroupFilter', 'assetGroupListingGroupFilters');
      if (parent) return parent;
    }
    return exists(s, e, 'assetGroup', 'assetGroups') ?? listingCase(e.caseValue);
  },
};
