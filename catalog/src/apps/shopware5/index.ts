import { appWithActions } from '../../sdk/index.js';
import { shopware5 } from './app.js';

export * from './app.js';

/** shopware5's catalogue entry; its actions follow in later issues. */
export const shopware5App = appWithActions(shopware5, []);
