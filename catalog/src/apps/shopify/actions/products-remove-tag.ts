import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyProductTagInput, ShopifyProductTagOutput, productChange, tagMutation } from '../product-changes.js';

export const shopifyRemoveProductTag = defineAction({
  ...productChange,
  id: 'products.removeTag',
  displayName: 'Remove product tag',
  description: 'Removes a tag from a product.',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyProductTagInput,
  output: ShopifyProductTagOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'tagsRemove', { query: tagMutation('tagsRemove'), variables: { id: input.productId, tags: [input.tag] } }, { signal });
    return { productId: input.productId, tag: input.tag };
  },
});
