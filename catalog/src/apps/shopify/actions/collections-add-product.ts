import { defineAction } from '@tandem/catalog/sdk';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyCollectionProductInput, ShopifyCollectionProductOutput, collectionChange } from '../collection-changes.js';

const ADD = `mutation AddProducts($id: ID!, $productIds: [ID!]!) { collectionAddProducts(id: $id, productIds: $productIds) { collection { id } userErrors { field message } } }`;

export const shopifyAddProductToCollection = defineAction({
  ...collectionChange,
  id: 'collections.addProduct',
  displayName: 'Add product to collection',
  description: 'Adds a product to a custom collection (smart collections pick their products by rules).',
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyCollectionProductInput,
  output: ShopifyCollectionProductOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'collectionAddProducts', { query: ADD, variables: { id: input.collectionId, productIds: [input.productId] } }, { signal });
    return { collectionId: input.collectionId, productId: input.productId };
  },
});
