import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyProductTagInput, ShopifyProductTagOutput, productChange, tagMutation } from '../product-changes.js';

export const shopifyAddProductTag = defineAction({
  ...productChange,
  id: 'products.addTag',
  displayName: 'Add product tag',
  description: 'Adds a tag to a product (a tag it has already stays once).',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyProductTagInput,
  output: ShopifyProductTagOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'tagsAdd', { query: tagMutation('tagsAdd'), variables: { id: input.productId, tags: [input.tag] } }, { signal });
    return { productId: input.productId, tag: input.tag };
  },
});
