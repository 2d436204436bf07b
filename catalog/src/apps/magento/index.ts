import { appWithActions } from '@tandem/catalog/sdk';
import { magentoListOrders } from './actions/list-orders.js';
import { magentoProductFeed } from './actions/product-feed.js';
import { magentoListProducts, magentoUpdateProduct } from './actions/products.js';
import { magento } from './app.js';

export * from './app.js';
export { MagentoProduct } from './product.js';
export * from './actions/list-orders.js';
export * from './actions/product-feed.js';
export * from './actions/products.js';

export const magentoApp = appWithActions(magento, [magentoListProducts, magentoUpdateProduct, magentoListOrders, magentoProductFeed]);
