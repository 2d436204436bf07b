import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { productChange } from '../product-changes.js';

export const ShopifyRemoveProductInput = z.object({ productId: ShopifyId('Product').describe('Product') });
export type ShopifyRemoveProductInput = z.infer<typeof ShopifyRemoveProductInput>;
export const ShopifyRemoveProductOutput = z.object({ deletedProductId: z.string() });
export type ShopifyRemoveProductOutput = z.infer<typeof ShopifyRemoveProductOutput>;

const DELETE = `mutation DeleteProduct($input: ProductDeleteInput!) { productDelete(input: $input) { deletedProductId userErrors { field message } } }`;

export const shopifyRemoveProduct = defineAction({
  ...productChange,
  id: 'products.remove',
  displayName: 'Remove product',
  description: 'Deletes a product with its variants and media.',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyRemoveProductInput,
  output: ShopifyRemoveProductOutput,
  async run({ input, http, signal }) {
    const payload = await shopifyMutation<{ deletedProductId: string }>(http, 'productDelete', { query: DELETE, variables: { input: { id: input.productId } } }, { signal });
    return { deletedProductId: payload.deletedProductId };
  },
});
