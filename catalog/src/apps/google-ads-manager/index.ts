import { appWithActions } from '@tandem/catalog/sdk';
import { managerCampaignsReport } from './actions/campaigns-report.js';
import { managerChangeHistoryReport } from './actions/change-history-report.js';
import { managerCustomersReport } from './actions/customers-report.js';
import { managerCustomReport } from './actions/reports-custom.js';
import { googleAdsManager } from './app.js';

export * from './app.js';

/** The manager account (MCC): reports across its linked accounts. */
export const googleAdsManagerApp = appWithActions(googleAdsManager, [managerCampaignsReport, managerCustomersReport, managerCustomReport, managerChangeHistoryReport]);
