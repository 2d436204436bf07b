import { appWithActions } from '@tandem/catalog/sdk';
import { shopware5GetProduct } from './actions/products-get.js';
import { shopware5ListProducts } from './actions/products-list.js';
import { shopware5UpdateProduct } from './actions/products-update.js';
import { shopware5SearchAdsFeed } from './actions/products-search-ads-feed.js';
import { shopware5ListOrders } from './actions/orders-list.js';
import { shopware5ListVariants } from './actions/variants-list.js';
import { shopware5 } from './app.js';

export * from './app.js';
export { Shopware5Article, Shopware5Variant } from './article.js';
export * from './products.js';
export * from './actions/products-get.js';
export * from './actions/products-list.js';
export * from './actions/products-update.js';
export * from './actions/products-search-ads-feed.js';
export * from './actions/variants-list.js';
export * from './actions/orders-list.js';

export const shopware5App = appWithActions(shopware5, [
  shopware5GetProduct,
  shopware5ListProducts,
  shopware5UpdateProduct,
  shopware5ListVariants,
  shopware5ListOrders,
  shopware5SearchAdsFeed,
]);
