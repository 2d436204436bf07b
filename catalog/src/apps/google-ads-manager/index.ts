import { appWithActions } from '@tandem/catalog/sdk';
import { googleAdsManagerReports } from './actions/reports.js';
import { googleAdsManager } from './app.js';

export * from './app.js';

/** The manager account (MCC): reports across its linked accounts. */
export const googleAdsManagerApp = appWithActions(googleAdsManager, googleAdsManagerReports);
