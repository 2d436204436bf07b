import { appWithActions } from '@tandem/catalog/sdk';
import { shopifyAddProductToCollection } from './actions/collections-add-product.js';
import { shopifyRemoveProductFromCollection } from './actions/collections-remove-product.js';
import { shopifyUpdateSmartCollection } from './actions/smart-collections-update.js';
import { shopifyCreateProduct } from './actions/products-create.js';
import { shopifyCustomMutation } from './actions/custom-mutation.js';
import { shopifyCustomQuery } from './actions/custom-query.js';
import { shopifyAdjustInventory } from './actions/inventory-adjust.js';
import { shopifyConnectInventory } from './actions/inventory-connect.js';
import { shopifyRemoveInventoryLevel } from './actions/inventory-levels-remove.js';
import { shopifySetInventory } from './actions/inventory-set.js';
import { shopifyUpdateInventoryItem } from './actions/inventory-items-update.js';
import { shopifyListCategories } from './actions/categories-list.js';
import { shopifyListCustomCollections } from './actions/custom-collections-list.js';
import { shopifyListSmartCollections } from './actions/smart-collections-list.js';
import { shopifyProductCollections } from './actions/collections-list-for-product.js';
import { shopifyListInventoryItems } from './actions/inventory-items-list.js';
import { shopifyListInventoryLevels } from './actions/inventory-levels-list.js';
import { shopifyListLocations } from './actions/locations-list.js';
import { shopifyListOrders } from './actions/orders-list.js';
import { shopifyListProducts } from './actions/products-list.js';
import { shopifyListProductsV2 } from './actions/products-list-v2.js';
import { shopifyListProductsV3 } from './actions/products-list-v3.js';
import { shopifyListVariants } from './actions/variants-list.js';
import { shopifyAddProductTag } from './actions/products-add-tag.js';
import { shopifyRemoveProduct } from './actions/products-remove.js';
import { shopifyRemoveProductTag } from './actions/products-remove-tag.js';
import { shopifyUpdateProduct } from './actions/products-update.js';
import { shopifyProductFeed } from './actions/products-feed.js';
import { shopifySetMetafield } from './actions/metafields-set.js';
import { shopifySetMetafields } from './actions/metafields-set-many.js';
import { shopifyRemoveVariant } from './actions/variants-remove.js';
import { shopifyUpdateVariant } from './actions/variants-update.js';
import { shopify } from './app.js';

export * from './app.js';
export * from './shopify-id.js';
export * from './collection-changes.js';
export * from './actions/collections-add-product.js';
export * from './actions/collections-remove-product.js';
export * from './actions/smart-collections-update.js';
export * from './actions/products-create.js';
export * from './custom-graphql.js';
export * from './actions/custom-query.js';
export * from './actions/custom-mutation.js';
export * from './inventory-changes.js';
export * from './actions/inventory-adjust.js';
export * from './actions/inventory-set.js';
export * from './actions/inventory-connect.js';
export * from './actions/inventory-levels-remove.js';
export * from './actions/inventory-items-update.js';
export * from './actions/categories-list.js';
export * from './list-collections.js';
export * from './actions/custom-collections-list.js';
export * from './actions/smart-collections-list.js';
export * from './actions/collections-list-for-product.js';
export * from './list-inventory.js';
export * from './actions/inventory-items-list.js';
export * from './actions/inventory-levels-list.js';
export * from './actions/locations-list.js';
export * from './actions/orders-list.js';
export * from './list-products.js';
export * from './actions/products-list.js';
export * from './actions/products-list-v2.js';
export * from './actions/products-list-v3.js';
export * from './actions/variants-list.js';
export * from './product-changes.js';
export * from './actions/products-update.js';
export * from './actions/products-remove.js';
export * from './actions/products-add-tag.js';
export * from './actions/products-remove-tag.js';
export * from './actions/products-feed.js';
export * from './set-metafields.js';
export * from './actions/metafields-set.js';
export * from './actions/metafields-set-many.js';
export * from './variant-changes.js';
export * from './actions/variants-update.js';
export * from './actions/variants-remove.js';

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
