import type { RetryTraits } from './retry-policy.js';

type Input = Record<string, unknown>;

/** Sets a state: the same call twice leaves the account as once. */
const setsState = { mutates: true, idempotent: true } as const;
/** Creates, removes or changes by a difference: Google Ads has no idempotency keys, so a second attempt could do it twice (or fail on the removed resource). */
const once = { mutates: true } as const;

/** The retry traits of Google Ads' changing actions. */
export const searchAdsRetryTraits = {
  'google-ads/campaigns.changeStatus': setsState,
  'google-ads/adGroups.changeStatus': setsState,
  'google-ads/ads.changeStatus': setsState,
  'google-ads/assetGroups.changeStatus': setsState,
  'google-ads/keywords.changeStatus': setsState,
  'google-ads/campaigns.remove': once,
  'google-ads/adGroups.remove': once,
  'google-ads/ads.remove': once,
  'google-ads/assetGroups.remove': once,
  'google-ads/keywords.remove': once,
  'google-ads/budgets.update': setsState,
  // Raising or lowering by an amount or percentage twice changes it twice.
  'google-ads/budgets.change': once,
  'google-ads/campaigns.create': once,
  'google-ads/campaigns.createV2': once,
  'google-ads/campaigns.update': setsState,
  'google-ads/campaigns.updateTargeting': setsState,
  'google-ads/campaigns.changeBiddingStrategy': setsState,
  'google-ads/campaigns.changeBiddingStrategyV2': setsState,
  'google-ads/adGroups.create': once,
  'google-ads/adGroups.createV2': once,
  'google-ads/adGroups.update': setsState,
  'google-ads/adGroups.updateV2': setsState,
  'google-ads/ads.createResponsiveSearchAd': once,
  'google-ads/keywords.add': once,
  'google-ads/keywords.addV2': once,
  'google-ads/negativeKeywordLists.create': once,
  'google-ads/criteria.add': once,
  'google-ads/bidModifiers.set': setsState,
  'google-ads/listingGroupFilters.create': once,
  'google-ads/listingGroupFilters.changeType': setsState,
  // Product attributes in the linked Merchant Center account: writing the same value twice leaves it as once.
  'google-ads/products.updateTitle': setsState,
  'google-ads/products.updateDescription': setsState,
  'google-ads/products.updateLabel': setsState,
} as const satisfies Record<string, RetryTraits<Input>>;
