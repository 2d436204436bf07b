import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { COLLECTION_FIELDS, type CollectionNode, toCollection } from '../entities/collection.js';
import { loadConnection } from '../graphql/load-connection.js';
import { ShopifyId } from '../shopify-id.js';
import { collectionList } from '../list-collections.js';

export const ShopifyProductCollectionsInput = z.object({ productId: ShopifyId('Product').describe('Product') });
export type ShopifyProductCollectionsInput = z.infer<typeof ShopifyProductCollectionsInput>;

const PRODUCT_COLLECTIONS = `query ProductCollections($id: ID!, $first: Int!, $after: String) {
  product(id: $id) { collections(first: $first, after: $after) { nodes { ${COLLECTION_FIELDS} } pageInfo { hasNextPage endCursor } } }
}`;

export const shopifyProductCollections = defineAction({
  ...collectionList,
  id: 'collections.listForProduct',
  displayName: 'List collections of a product',
  description: 'Lists the custom and smart collections a product belongs to.',
  input: ShopifyProductCollectionsInput,
  async run({ input, http, signal }) {
    const nodes = await loadConnection<CollectionNode>(http, PRODUCT_COLLECTIONS, { id: input.productId }, ['product', 'collections'], {
      pageSize: 100,
      signal,
      missing: `The product ${input.productId} does not exist`,
    });
    return { collections: nodes.map(toCollection) };
  },
});
