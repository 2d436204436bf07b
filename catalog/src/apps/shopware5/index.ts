import { appWithActions } from '@tandem/catalog/sdk';
import { shopware5GetProduct, shopware5ListProducts, shopware5UpdateProduct } from './actions/products.js';
import { shopware5SearchAdsFeed } from './actions/search-ads-feed.js';
import { shopware5ListOrders, shopware5ListVariants } from './actions/variants-and-orders.js';
import { shopware5 } from './app.js';

export * from './app.js';
export { Shopware5Article, Shopware5Variant } from './article.js';
export * from './actions/products.js';
export * from './actions/search-ads-feed.js';
export * from './actions/variants-and-orders.js';

export const shopware5App = appWithActions(shopware5, [
  shopware5GetProduct,
  shopware5ListProducts,
  shopware5UpdateProduct,
  shopware5ListVariants,
  shopware5ListOrders,
  shopware5SearchAdsFeed,
]);
