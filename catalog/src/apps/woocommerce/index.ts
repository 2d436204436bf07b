import { appWithActions } from '../../sdk/index.js';
import { woocommerce } from './app.js';

export * from './app.js';

/** woocommerce's catalogue entry; its actions follow in later issues. */
export const woocommerceApp = appWithActions(woocommerce, []);
