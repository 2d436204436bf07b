import { appWithActions } from '@tandem/catalog/sdk';
import { shopware6CustomRequest } from './actions/custom-request.js';
import { shopware6ListOrders } from './actions/orders-list.js';
import { shopware6ListProducts } from './actions/products-list.js';
import { shopware6MerchantFeed } from './actions/products-merchant-feed.js';
import { shopware6UpdateProduct } from './actions/products-update.js';
import { shopware6 } from './app.js';

export * from './app.js';
export { Shopware6Product } from './product.js';
export * from './actions/custom-request.js';
export * from './actions/orders-list.js';
export * from './actions/products-list.js';
export * from './actions/products-merchant-feed.js';
export * from './actions/products-update.js';

export const shopware6App = appWithActions(shopware6, [shopware6ListProducts, shopware6UpdateProduct, shopware6ListOrders, shopware6MerchantFeed, shopware6CustomRequest]);
