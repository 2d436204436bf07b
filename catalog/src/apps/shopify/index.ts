import { appWithActions } from '@tandem/catalog/sdk';
import { shopifyAddProductToCollection, shopifyRemoveProductFromCollection, shopifyUpdateSmartCollection } from './actions/collection-changes.js';
import { shopifyCreateProduct } from './actions/create-product.js';
import { shopifyCustomMutation, shopifyCustomQuery } from './actions/custom-graphql.js';
import {
  shopifyAdjustInventory,
  shopifyConnectInventory,
  shopifyRemoveInventoryLevel,
  shopifySetInventory,
  shopifyUpdateInventoryItem,
} from './actions/inventory-changes.js';
import { shopifyListCategories } from './actions/list-categories.js';
import { shopifyListCustomCollections, shopifyListSmartCollections, shopifyProductCollections } from './actions/list-collections.js';
import { shopifyListInventoryItems, shopifyListInventoryLevels, shopifyListLocations } from './actions/list-inventory.js';
import { shopifyListOrders } from './actions/list-orders.js';
import { shopifyListProducts, shopifyListProductsV2, shopifyListProductsV3 } from './actions/list-products.js';
import { shopifyListVariants } from './actions/list-variants.js';
import { shopifyAddProductTag, shopifyRemoveProduct, shopifyRemoveProductTag, shopifyUpdateProduct } from './actions/product-changes.js';
import { shopifyProductFeed } from './actions/product-feed.js';
import { shopifySetMetafield, shopifySetMetafields } from './actions/set-metafields.js';
import { shopifyRemoveVariant, shopifyUpdateVariant } from './actions/variant-changes.js';
import { shopify } from './app.js';

export * from './app.js';
export * from './shopify-id.js';
export * from './actions/collection-changes.js';
export * from './actions/create-product.js';
export * from './actions/custom-graphql.js';
export * from './actions/inventory-changes.js';
export * from './actions/list-categories.js';
export * from './actions/list-collections.js';
export * from './actions/list-inventory.js';
export * from './actions/list-orders.js';
export * from './actions/list-products.js';
export * from './actions/list-variants.js';
export * from './actions/product-changes.js';
export * from './actions/product-feed.js';
export * from './actions/set-metafields.js';
export * from './actions/variant-changes.js';

export const shopifyApp = appWithActions(shopify, [
  shopifyCreateProduct,
  shopifyCustomQuery,
  shopifyCustomMutation,
  shopifyProductFeed,
  shopifyListCategories,
  shopifyProductCollections,
  shopifyListCustomCollections,
  shopifyListSmartCollections,
  shopifyListInventoryItems,
  shopifyListInventoryLevels,
  shopifyListLocations,
  shopifyListOrders,
  shopifyListProducts,
  shopifyListProductsV2,
  shopifyListProductsV3,
  shopifyListVariants,
  shopifyRemoveInventoryLevel,
  shopifyRemoveProductFromCollection,
  shopifyRemoveProduct,
  shopifyRemoveVariant,
  shopifyAddProductToCollection,
  shopifyAddProductTag,
  shopifyRemoveProductTag,
  shopifyAdjustInventory,
  shopifyConnectInventory,
  shopifySetInventory,
  shopifySetMetafield,
  shopifySetMetafields,
  shopifyUpdateInventoryItem,
  shopifyUpdateProduct,
  shopifyUpdateSmartCollection,
  shopifyUpdateVariant,
]);
