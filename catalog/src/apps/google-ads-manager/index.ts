import { appWithActions } from '../../sdk/index.js';
import { googleAdsManager } from './app.js';

export * from './app.js';

/** googleAdsManager's catalogue entry; its actions follow in later issues. */
export const googleAdsManagerApp = appWithActions(googleAdsManager, []);
