import { appWithActions } from '@tandem/catalog/sdk';
import { metaAdLibraryReport } from './actions/ad-library-report.js';
import { metaBusinessInvoices } from './actions/business-invoices-list.js';
import { metaAdSetsCreate } from './actions/ad-sets-create.js';
import { metaAdSetsCreateV2 } from './actions/ad-sets-create-v2.js';
import { metaCampaignsCreate } from './actions/campaigns-create.js';
import { metaCampaignsCreateV2 } from './actions/campaigns-create-v2.js';
import { metaCustomInsights } from './actions/insights-custom.js';
import { metaAdInsights } from './actions/ads-insights.js';
import { metaAdInsightsV2 } from './actions/ads-insights-v2.js';
import { metaAdSetInsights } from './actions/ad-sets-insights.js';
import { metaAdSetInsightsV2 } from './actions/ad-sets-insights-v2.js';
import { metaCampaignInsights } from './actions/campaigns-insights.js';
import { metaCampaignInsightsV2 } from './actions/campaigns-insights-v2.js';
import { metaAdPlacementInsights } from './actions/ads-placement-insights.js';
import { metaAdSetPlacementInsights } from './actions/ad-sets-placement-insights.js';
import { metaRemoveAdSetPlacement } from './actions/ad-sets-remove-placement.js';
import { metaUpdateAdSetPlacements } from './actions/ad-sets-update-placements.js';
import { metaAdSetsGetSettings } from './actions/ad-sets-get-settings.js';
import { metaAdSetsGetSettingsV2 } from './actions/ad-sets-get-settings-v2.js';
import { metaAdsGetSettings } from './actions/ads-get-settings.js';
import { metaAdsGetSettingsV2 } from './actions/ads-get-settings-v2.js';
import { metaCampaignsGetSettings } from './actions/campaigns-get-settings.js';
import { metaCampaignsGetSettingsV2 } from './actions/campaigns-get-settings-v2.js';
import { metaUpdateAdSetBudget } from './actions/ad-sets-update-budget.js';
import { metaUpdateCampaignBudget } from './actions/campaigns-update-budget.js';
import { metaAdSetsUpdateStatus } from './actions/ad-sets-update-status.js';
import { metaAdsUpdateStatus } from './actions/ads-update-status.js';
import { metaCampaignsUpdateStatus } from './actions/campaigns-update-status.js';
import { metaAds } from './app.js';

export * from './app.js';
export * from './insights.js';
export * from './actions/campaigns-insights-v2.js';
export * from './actions/ad-sets-insights-v2.js';
export * from './actions/ads-insights-v2.js';
export * from './actions/campaigns-insights.js';
export * from './actions/ad-sets-insights.js';
export * from './actions/ads-insights.js';

export const metaAdsApp = appWithActions(metaAds, [
  metaCampaignInsightsV2,
  metaAdSetInsightsV2,
  metaAdInsightsV2,
  metaCampaignInsights,
  metaAdSetInsights,
  metaAdInsights,
  metaAdPlacementInsights,
  metaAdSetPlacementInsights,
  metaAdLibraryReport,
  metaCustomInsights,
  metaBusinessInvoices,
  metaAdSetsGetSettingsV2,
  metaAdSetsGetSettings,
  metaCampaignsGetSettingsV2,
  metaCampaignsGetSettings,
  metaAdsGetSettingsV2,
  metaAdsGetSettings,
  metaRemoveAdSetPlacement,
  metaUpdateAdSetBudget,
  metaUpdateCampaignBudget,
  metaUpdateAdSetPlacements,
  metaAdSetsUpdateStatus,
  metaAdsUpdateStatus,
  metaCampaignsUpdateStatus,
  metaCampaignsCreateV2,
  metaCampaignsCreate,
  metaAdSetsCreateV2,
  metaAdSetsCreate,
]);
