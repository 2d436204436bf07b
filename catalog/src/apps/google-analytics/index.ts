import { appWithActions } from '../../sdk/index.js';
import { googleAnalytics } from './app.js';

export * from './app.js';

/** googleAnalytics's catalogue entry; its actions follow in later issues. */
export const googleAnalyticsApp = appWithActions(googleAnalytics, []);
