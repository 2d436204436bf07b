import { appWithActions } from '../../sdk/index.js';
import { googleMerchantCenter } from './app.js';

export * from './app.js';

/** googleMerchantCenter's catalogue entry; its actions follow in later issues. */
export const googleMerchantCenterApp = appWithActions(googleMerchantCenter, []);
