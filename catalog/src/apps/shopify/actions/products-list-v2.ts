import { defineAction } from '@tandem/catalog/sdk';
import { ShopifyListProductsV2Input, productList, listProducts } from '../list-products.js';

export const shopifyListProductsV2 = defineAction({
  ...productList,
  id: 'products.listV2',
  displayName: 'List products (v2)',
  description: 'Lists the products that match the filters with the relations you choose (category, media, metafields, variants).',
  replacedBy: { actionId: 'products.listV3', reason: 'Version 3 can also list the products of one collection.' },
  input: ShopifyListProductsV2Input,
  async run({ input, http, signal }) {
    const { relations, ...filters } = input;
    return { products: await listProducts(http, filters, relations, { signal }) };
  },
});
