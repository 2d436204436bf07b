import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { variantChange, productOf } from '../variant-changes.js';

export const ShopifyRemoveVariantInput = z.object({ variantId: ShopifyId('ProductVariant').describe('Variant') });
export type ShopifyRemoveVariantInput = z.infer<typeof ShopifyRemoveVariantInput>;
export const ShopifyRemoveVariantOutput = z.object({ deletedVariantId: z.string(), productId: z.string() });
export type ShopifyRemoveVariantOutput = z.infer<typeof ShopifyRemoveVariantOutput>;

const DELETE = `mutation DeleteVariants($productId: ID!, $variantsIds: [ID!]!) {
  productVariantsBulkDelete(productId: $productId, variantsIds: $variantsIds) { product { id } userErrors { field message } }
}`;

export const shopifyRemoveVariant = defineAction({
  ...variantChange,
  id: 'variants.remove',
  displayName: 'Remove variant',
  description: 'Deletes a variant of a product.',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyRemoveVariantInput,
  output: ShopifyRemoveVariantOutput,
  async run({ input, http, signal }) {
    const productId = await productOf(http, input.variantId, signal);
    await shopifyMutation(http, 'productVariantsBulkDelete', { query: DELETE, variables: { productId, variantsIds: [input.variantId] } }, { signal });
    return { deletedVariantId: input.variantId, productId };
  },
});
