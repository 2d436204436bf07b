import { appWithActions } from '../../sdk/index.js';
import { metaAds } from './app.js';

export * from './app.js';

/** metaAds's catalogue entry; its actions follow in later issues. */
export const metaAdsApp = appWithActions(metaAds, []);
