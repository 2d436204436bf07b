import { appWithActions } from '../../sdk/index.js';
import { googleAds } from './app.js';

export * from './app.js';

/** googleAds's catalogue entry; its actions follow in later issues. */
export const googleAdsApp = appWithActions(googleAds, []);
