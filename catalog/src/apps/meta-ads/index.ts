import { appWithActions } from '../../sdk/index.js';
import { metaAdLibraryReport } from './actions/ad-library.js';
import { metaBusinessInvoices } from './actions/business-invoices.js';
import { metaAdSetsCreate, metaAdSetsCreateV2, metaCampaignsCreate, metaCampaignsCreateV2 } from './actions/create.js';
import { metaCustomInsights } from './actions/custom-insights.js';
import { metaAdInsights, metaAdInsightsV2, metaAdSetInsights, metaAdSetInsightsV2, metaCampaignInsights, metaCampaignInsightsV2 } from './actions/insights.js';
import { metaAdPlacementInsights, metaAdSetPlacementInsights } from './actions/placement-insights.js';
import { metaRemoveAdSetPlacement, metaUpdateAdSetPlacements } from './actions/placements.js';
import { metaAdSetsGetSettings, metaAdSetsGetSettingsV2, metaAdsGetSettings, metaAdsGetSettingsV2, metaCampaignsGetSettings, metaCampaignsGetSettingsV2 } from './actions/settings.js';
import { metaUpdateAdSetBudget, metaUpdateCampaignBudget } from './actions/update-budget.js';
import { metaAdSetsUpdateStatus, metaAdsUpdateStatus, metaCampaignsUpdateStatus } from './actions/update-status.js';
import { metaAds } from './app.js';

export * from './app.js';
export * from './actions/insights.js';

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
