import { appWithActions } from '@tandem/catalog/sdk';
import { magentoListOrders } from './actions/orders-list.js';
import { magentoProductFeed } from './actions/products-feed.js';
import { magentoListProducts } from './actions/products-list.js';
import { magentoUpdateProduct } from './actions/products-update.js';
import { magento } from './app.js';

export * from './app.js';
export { MagentoProduct } from './product.js';
export * from './actions/orders-list.js';
export * from './actions/products-feed.js';
export * from './actions/products-list.js';
export * from './actions/products-update.js';

export const magentoApp = appWithActions(magento, [magentoListProducts, magentoUpdateProduct, magentoListOrders, magentoProductFeed]);
