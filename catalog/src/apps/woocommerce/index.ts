import { appWithActions } from '@tandem/catalog/sdk';
import { wooListOrders } from './actions/list-orders.js';
import { wooProductFeed } from './actions/product-feed.js';
import { wooListProducts, wooUpdateProduct } from './actions/products.js';
import { wooListVariations, wooUpdateVariation } from './actions/variations.js';
import { woocommerce } from './app.js';

export * from './app.js';
export { WooProduct, WooVariation } from './entities.js';
export * from './actions/list-orders.js';
export * from './actions/product-feed.js';
export * from './actions/products.js';
export * from './actions/variations.js';

export const woocommerceApp = appWithActions(woocommerce, [wooListOrders, wooListProducts, wooUpdateProduct, wooProductFeed, wooListVariations, wooUpdateVariation]);
