import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyCollectionProductInput, ShopifyCollectionProductOutput, collectionChange } from '../collection-changes.js';

const REMOVE = `mutation RemoveProducts($id: ID!, $productIds: [ID!]!) { collectionRemoveProducts(id: $id, productIds: $productIds) { job { id } userErrors { field message } } }`;

export const shopifyRemoveProductFromCollection = defineAction({
  ...collectionChange,
  id: 'collections.removeProduct',
  displayName: 'Remove product from collection',
  description: 'Removes a product from a custom collection.',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyCollectionProductInput,
  output: ShopifyCollectionProductOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'collectionRemoveProducts', { query: REMOVE, variables: { id: input.collectionId, productIds: [input.productId] } }, { signal });
    return { collectionId: input.collectionId, productId: input.productId };
  },
});
