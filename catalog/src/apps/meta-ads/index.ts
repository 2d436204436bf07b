import { appWithActions } from '@tandem/catalog/sdk';
import { metaAdLibraryReport } from './actions/ad-library.js';
import { metaBusinessInvoices } from './actions/business-invoices.js';
import { metaCreateActions } from './actions/create.js';
import { metaCustomInsights } from './actions/custom-insights.js';
import { metaInsightsActions } from './actions/insights.js';
import { metaAdPlacementInsights, metaAdSetPlacementInsights } from './actions/placement-insights.js';
import { metaRemoveAdSetPlacement, metaUpdateAdSetPlacements } from './actions/placements.js';
import { metaSettingsActions } from './actions/settings.js';
import { metaUpdateAdSetBudget, metaUpdateCampaignBudget } from './actions/update-budget.js';
import { metaUpdateStatusActions } from './actions/update-status.js';
import { metaAds } from './app.js';

export * from './app.js';
export * from './actions/insights.js';

export const metaAdsApp = appWithActions(metaAds, [
  ...metaInsightsActions,
  metaAdPlacementInsights,
  metaAdSetPlacementInsights,
  metaAdLibraryReport,
  metaCustomInsights,
  metaBusinessInvoices,
  ...metaSettingsActions,
  metaRemoveAdSetPlacement,
  metaUpdateAdSetBudget,
  metaUpdateCampaignBudget,
  metaUpdateAdSetPlacements,
  ...metaUpdateStatusActions,
  ...metaCreateActions,
]);
