import { appWithActions } from '../../sdk/index.js';
import { managerCampaignsReport, managerChangeHistoryReport, managerCustomersReport, managerCustomReport } from './actions/reports.js';
import { googleAdsManager } from './app.js';

export * from './app.js';

/** The manager account (MCC): reports across its linked accounts. */
export const googleAdsManagerApp = appWithActions(googleAdsManager, [managerCampaignsReport, managerCustomersReport, managerCustomReport, managerChangeHistoryReport]);
