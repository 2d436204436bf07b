import { appWithActions } from '../../sdk/index.js';
import { shopify } from './app.js';

export * from './app.js';

/** shopify's catalogue entry; its actions follow in later issues. */
export const shopifyApp = appWithActions(shopify, []);
