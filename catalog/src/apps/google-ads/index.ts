import { appWithActions } from '@tandem/catalog/sdk';
import { adGroupsCreate, adGroupsCreateV2, adGroupsUpdate, adGroupsUpdateV2, adsCreateResponsiveSearchAd, keywordsAddMicros, keywordsAddV2 } from './actions/ad-group-mutations.js';
import { budgetsChange, budgetsUpdate } from './actions/budget-mutations.js';
import { campaignsChangeBiddingStrategy, campaignsChangeBiddingStrategyV2, campaignsCreate, campaignsCreateV2, campaignsUpdate, campaignsUpdateTargeting } from './actions/campaign-mutations.js';
import { bidModifiersSet, criteriaAdd, listingGroupFiltersChangeType, listingGroupFiltersCreate, negativeKeywordListsCreate } from './actions/criteria-mutations.js';
import { productUpdates } from './actions/product-updates.js';
import { removeActions, statusActions } from './actions/status-and-removal.js';
import { campaignForecast, campaignForecastV2 } from './actions/campaign-forecast.js';
import { keywordHistoricalMetrics, keywordHistoricalMetricsV2, keywordIdeas, keywordIdeasV2 } from './actions/keyword-planning.js';
import { googleAdsReports } from './actions/reports.js';
import { googleAds } from './app.js';

export * from './app.js';
export { apiVersion as googleAdsApiVersion } from './api-version.js';

/** Google Ads: reports, keyword planning and changes of one account. */
export const googleAdsApp = appWithActions(googleAds, [
  ...googleAdsReports,
  keywordHistoricalMetrics,
  keywordHistoricalMetricsV2,
  keywordIdeas,
  keywordIdeasV2,
  campaignForecast,
  campaignForecastV2,
  campaignsCreate,
  campaignsCreateV2,
  campaignsUpdate,
  campaignsUpdateTargeting,
  campaignsChangeBiddingStrategy,
  campaignsChangeBiddingStrategyV2,
  budgetsUpdate,
  budgetsChange,
  adGroupsCreate,
  adGroupsCreateV2,
  adGroupsUpdate,
  adGroupsUpdateV2,
  adsCreateResponsiveSearchAd,
  keywordsAddMicros,
  keywordsAddV2,
  negativeKeywordListsCreate,
  criteriaAdd,
  bidModifiersSet,
  listingGroupFiltersCreate,
  listingGroupFiltersChangeType,
  ...statusActions,
  ...removeActions,
  ...productUpdates,
]);
