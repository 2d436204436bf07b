import type { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { ProductFilters } from '../entities/product-filters.js';
import { productList, listProducts } from '../list-products.js';

export const ShopifyListProductsInput = ProductFilters;
export type ShopifyListProductsInput = z.infer<typeof ShopifyListProductsInput>;

export const shopifyListProducts = defineAction({
  ...productList,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the products that match the filters, each with its variants and images.',
  replacedBy: { actionId: 'products.listV3', reason: 'Version 3 loads only the relations you choose and can list the products of one collection.' },
  input: ShopifyListProductsInput,
  async run({ input, http, signal }) {
    return { products: await listProducts(http, input, ['productVariants', 'productMedia'], { signal }) };
  },
});
