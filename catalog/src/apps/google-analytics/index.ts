import { appWithActions } from '@tandem/catalog/sdk';
import { analyticsAccountSummariesGetAll } from './actions/account-summaries-get-all.js';
import { analyticsAccountsGetAll } from './actions/accounts-get-all.js';
import { analyticsPropertiesGetAll } from './actions/properties-get-all.js';
import { analyticsRunReport } from './actions/reports-run.js';
import { googleAnalytics } from './app.js';

export * from './app.js';
export * from './report-request.js';
export * from './report-response.js';
export * from './actions/accounts-get-all.js';
export * from './actions/account-summaries-get-all.js';
export * from './actions/properties-get-all.js';
export * from './actions/reports-run.js';

export const googleAnalyticsApp = appWithActions(googleAnalytics, [analyticsAccountsGetAll, analyticsAccountSummariesGetAll, analyticsPropertiesGetAll, analyticsRunReport]);
