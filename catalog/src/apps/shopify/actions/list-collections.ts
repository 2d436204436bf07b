import { z } from 'zod';
import { defineAction, type HttpClient } from '../../../sdk/index.js';
import { shopify } from '../app.js';
import { COLLECTION_FIELDS, type CollectionNode, ShopifyCollection, toCollection } from '../entities/collection.js';
import { loadConnection } from '../graphql/load-connection.js';
import { ShopifyId } from '../shopify-id.js';

export const ShopifyListCollectionsInput = z.object({ limit: z.number().int().min(1).optional().describe('Limit') });
export type ShopifyListCollectionsInput = z.infer<typeof ShopifyListCollectionsInput>;

export const ShopifyListCollectionsOutput = z.object({ collections: z.array(ShopifyCollection) });
export type ShopifyListCollectionsOutput = z.infer<typeof ShopifyListCollectionsOutput>;

const COLLECTIONS = `query Collections($first: Int!, $after: String, $query: String) {
  collections(first: $first, after: $after, query: $query) { nodes { ${COLLECTION_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

async function listByType(http: HttpClient, type: 'custom' | 'smart', limit: number | undefined, signal: AbortSignal) {
  const nodes = await loadConnection<CollectionNode>(http, COLLECTIONS, { query: `collection_type:${type}` }, ['collections'], { pageSize: 100, limit, signal });
  return { collections: nodes.map(toCollection) };
}

const common = { app: shopify, categories: ['Ecommerce'], mutates: false, output: ShopifyListCollectionsOutput } as const;

export const shopifyListCustomCollections = defineAction({
  ...common,
  id: 'customCollections.list',
  displayName: 'List custom collections',
  description: 'Lists the collections whose products are picked by hand.',
  input: ShopifyListCollectionsInput,
  run: ({ input, http, signal }) => listByType(http, 'custom', input.limit, signal),
});

export const shopifyListSmartCollections = defineAction({
  ...common,
  id: 'smartCollections.list',
  displayName: 'List smart collections',
  description: 'Lists the collections whose products are picked by rules, with their rules.',
  input: ShopifyListCollectionsInput,
  run: ({ input, http, signal }) => listByType(http, 'smart', input.limit, signal),
});

export const ShopifyProductCollectionsInput = z.object({ productId: ShopifyId('Product').describe('Product') });
export type ShopifyProductCollectionsInput = z.infer<typeof ShopifyProductCollectionsInput>;

const PRODUCT_COLLECTIONS = `query ProductCollections($id: ID!, $first: Int!, $after: String) {
  product(id: $id) { collections(first: $first, after: $after) { nodes { ${COLLECTION_FIELDS} } pageInfo { hasNextPage endCursor } } }
}`;

export const shopifyProductCollections = defineAction({
  ...common,
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
