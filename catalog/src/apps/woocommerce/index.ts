import { appWithActions } from '@tandem/catalog/sdk';
import { wooListOrders } from './actions/orders-list.js';
import { wooProductFeed } from './actions/products-feed.js';
import { wooListProducts } from './actions/products-list.js';
import { wooUpdateProduct } from './actions/products-update.js';
import { wooListVariations } from './actions/variations-list.js';
import { wooUpdateVariation } from './actions/variations-update.js';
import { woocommerce } from './app.js';

export * from './app.js';
export { WooProduct, WooVariation } from './entities.js';
export * from './actions/orders-list.js';
export * from './actions/products-feed.js';
export * from './actions/products-list.js';
export * from './actions/products-update.js';
export * from './actions/variations-list.js';
export * from './actions/variations-update.js';

export const woocommerceApp = appWithActions(woocommerce, [wooListOrders, wooListProducts, wooUpdateProduct, wooProductFeed, wooListVariations, wooUpdateVariation]);
