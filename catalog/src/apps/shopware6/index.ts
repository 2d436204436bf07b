import { appWithActions } from '@tandem/catalog/sdk';
import { shopware6CustomRequest } from './actions/custom-request.js';
import { shopware6ListOrders } from './actions/list-orders.js';
import { shopware6ListProducts } from './actions/list-products.js';
import { shopware6MerchantFeed } from './actions/merchant-feed.js';
import { shopware6UpdateProduct } from './actions/update-product.js';
import { shopware6 } from './app.js';

export * from './app.js';
export { Shopware6Product } from './product.js';
export * from './actions/custom-request.js';
export * from './actions/list-orders.js';
export * from './actions/list-products.js';
export * from './actions/merchant-feed.js';
export * from './actions/update-product.js';

export const shopware6App = appWithActions(shopware6, [shopware6ListProducts, shopware6UpdateProduct, shopware6ListOrders, shopware6MerchantFeed, shopware6CustomRequest]);
