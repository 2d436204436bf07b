import { z } from 'zod';
import type { HttpClient } from '@tandem/catalog/sdk';
import { shopify } from './app.js';
import { COLLECTION_FIELDS, type CollectionNode, ShopifyCollection, toCollection } from './entities/collection.js';
import { loadConnection } from './graphql/load-connection.js';

export const ShopifyListCollectionsInput = z.object({ limit: z.number().int().min(1).optional().describe('Limit') });
export type ShopifyListCollectionsInput = z.infer<typeof ShopifyListCollectionsInput>;

export const ShopifyListCollectionsOutput = z.object({ collections: z.array(ShopifyCollection) });
export type ShopifyListCollectionsOutput = z.infer<typeof ShopifyListCollectionsOutput>;

const COLLECTIONS = `query Collections($first: Int!, $after: String, $query: String) {
  collections(first: $first, after: $after, query: $query) { nodes { ${COLLECTION_FIELDS} } pageInfo { hasNextPage endCursor } }
}`;

export async function listByType(http: HttpClient, type: 'custom' | 'smart', limit: number | undefined, signal: AbortSignal) {
  const nodes = await loadConnection<CollectionNode>(http, COLLECTIONS, { query: `collection_type:${type}` }, ['collections'], { pageSize: 100, limit, signal });
  return { collections: nodes.map(toCollection) };
}

export const collectionList = { app: shopify, categories: ['Ecommerce'], mutates: false, output: ShopifyListCollectionsOutput } as const;
