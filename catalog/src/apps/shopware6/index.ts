import { appWithActions } from '../../sdk/index.js';
import { shopware6 } from './app.js';

export * from './app.js';

/** shopware6's catalogue entry; its actions follow in later issues. */
export const shopware6App = appWithActions(shopware6, []);
