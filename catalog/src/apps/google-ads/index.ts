import { appWithActions } from '@tandem/catalog/sdk';
import { adGroupsCreate } from './actions/ad-groups-create.js';
import { adGroupsCreateV2 } from './actions/ad-groups-create-v2.js';
import { adGroupsUpdate } from './actions/ad-groups-update.js';
import { adGroupsUpdateV2 } from './actions/ad-groups-update-v2.js';
import { adsCreateResponsiveSearchAd } from './actions/ads-create-responsive-search-ad.js';
import { keywordsAddMicros } from './actions/keywords-add.js';
import { keywordsAddV2 } from './actions/keywords-add-v2.js';
import { budgetsChange } from './actions/budgets-change.js';
import { budgetsUpdate } from './actions/budgets-update.js';
import { campaignsChangeBiddingStrategy } from './actions/campaigns-change-bidding-strategy.js';
import { campaignsChangeBiddingStrategyV2 } from './actions/campaigns-change-bidding-strategy-v2.js';
import { campaignsCreate } from './actions/campaigns-create.js';
import { campaignsCreateV2 } from './actions/campaigns-create-v2.js';
import { campaignsUpdate } from './actions/campaigns-update.js';
import { campaignsUpdateTargeting } from './actions/campaigns-update-targeting.js';
import { bidModifiersSet } from './actions/bid-modifiers-set.js';
import { criteriaAdd } from './actions/criteria-add.js';
import { listingGroupFiltersChangeType } from './actions/listing-group-filters-change-type.js';
import { listingGroupFiltersCreate } from './actions/listing-group-filters-create.js';
import { negativeKeywordListsCreate } from './actions/negative-keyword-lists-create.js';
import { productsUpdateDescription } from './actions/products-update-description.js';
import { productsUpdateLabel } from './actions/products-update-label.js';
import { productsUpdateTitle } from './actions/products-update-title.js';
import { adGroupsChangeStatus } from './actions/ad-groups-change-status.js';
import { adGroupsRemove } from './actions/ad-groups-remove.js';
import { adsChangeStatus } from './actions/ads-change-status.js';
import { adsRemove } from './actions/ads-remove.js';
import { assetGroupsChangeStatus } from './actions/asset-groups-change-status.js';
import { assetGroupsRemove } from './actions/asset-groups-remove.js';
import { campaignsChangeStatus } from './actions/campaigns-change-status.js';
import { campaignsRemove } from './actions/campaigns-remove.js';
import { keywordsChangeStatus } from './actions/keywords-change-status.js';
import { keywordsRemove } from './actions/keywords-remove.js';
import { campaignForecast } from './actions/campaigns-forecast.js';
import { campaignForecastV2 } from './actions/campaigns-forecast-v2.js';
import { keywordHistoricalMetrics } from './actions/keywords-historical-metrics.js';
import { keywordHistoricalMetricsV2 } from './actions/keywords-historical-metrics-v2.js';
import { keywordIdeas } from './actions/keywords-ideas.js';
import { keywordIdeasV2 } from './actions/keywords-ideas-v2.js';
import { googleAdsAdGroupAdsReport } from './actions/ad-group-ads-report.js';
import { googleAdsAssetGroupsReport } from './actions/asset-groups-report.js';
import { googleAdsCampaignsReport } from './actions/campaigns-report.js';
import { googleAdsChangeHistoryReport } from './actions/change-history-report.js';
import { googleAdsCustomersReport } from './actions/customers-report.js';
import { googleAdsCustomReport } from './actions/reports-custom.js';
import { googleAdsKeywordsReport } from './actions/keywords-report.js';
import { googleAdsPlacementsReport } from './actions/placements-report.js';
import { googleAdsProductsReport } from './actions/products-report.js';
import { googleAdsSearchTermsReport } from './actions/search-terms-report.js';
import { googleAds } from './app.js';

export * from './app.js';

// What the manager account's app (google-ads-manager) runs of Google Ads: its API version and reports.
export { apiVersion as googleAdsApiVersion } from './api-version.js';
export { searchStream } from './api/ads-api.js';
export { type AdsReportSpec, reportRows } from './reports/ads-report.js';
export { campaignsReport, customersReport } from './reports/entity-reports.js';
export { changeHistoryReport } from './reports/change-history-report.js';
export { customReport } from './reports/custom-report.js';

/** Google Ads: reports, keyword planning and changes of one account. */
export const googleAdsApp = appWithActions(googleAds, [
  googleAdsAdGroupAdsReport,
  googleAdsAssetGroupsReport,
  googleAdsKeywordsReport,
  googleAdsSearchTermsReport,
  googleAdsPlacementsReport,
  googleAdsProductsReport,
  googleAdsCampaignsReport,
  googleAdsCustomersReport,
  googleAdsCustomReport,
  googleAdsChangeHistoryReport,
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
  campaignsChangeStatus,
  adGroupsChangeStatus,
  adsChangeStatus,
  assetGroupsChangeStatus,
  keywordsChangeStatus,
  campaignsRemove,
  adGroupsRemove,
  adsRemove,
  assetGroupsRemove,
  keywordsRemove,
  productsUpdateTitle,
  productsUpdateDescription,
  productsUpdateLabel,
]);
