import type { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { ShopifyId } from '../shopify-id.js';
import { ShopifyListProductsV2Input, productList, listProducts } from '../list-products.js';

export const ShopifyListProductsV3Input = ShopifyListProductsV2Input.extend({
  collectionId: ShopifyId('Collection').optional().describe('Collection'),
});
export type ShopifyListProductsV3Input = z.infer<typeof ShopifyListProductsV3Input>;

export const shopifyListProductsV3 = defineAction({
  ...productList,
  id: 'products.listV3',
  displayName: 'List products (v3)',
  description: 'Lists the products of the shop or of one collection that match the filters, with the relations you choose.',
  input: ShopifyListProductsV3Input,
  async run({ input, http, signal }) {
    const { relations, collectionId, ...filters } = input;
    return { products: await listProducts(http, filters, relations, { collectionId, signal }) };
  },
});
