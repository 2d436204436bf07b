import { z } from 'zod';
import type { HttpClient } from '@tandem/catalog/sdk';
import { shopify } from './app.js';
import { type ProductNode, ProductRelation, productSelection, ShopifyProduct, toProduct } from './entities/product.js';
import { matchesProductFilters, ProductFilters, productSearchQuery } from './entities/product-filters.js';
import { loadConnection } from './graphql/load-connection.js';

/** Products a page: fewer when relations are loaded, so one page stays below the query cost limit. */
const pageSize = (relations: readonly ProductRelation[]) => (relations.length > 0 ? 10 : 50);

export const ShopifyListProductsOutput = z.object({ products: z.array(ShopifyProduct) });
export type ShopifyListProductsOutput = z.infer<typeof ShopifyListProductsOutput>;

/** Loads the products that match the filters, with the chosen relations, from the shop or one collection. */
export async function listProducts(
  http: HttpClient,
  filters: ProductFilters,
  relations: readonly ProductRelation[],
  options: { collectionId?: string; signal?: AbortSignal } = {},
): Promise<ShopifyProduct[]> {
  const selection = productSelection(relations);
  const productList = { pageSize: pageSize(relations), signal: options.signal };
  if (options.collectionId === undefined) {
    const query = `query Products($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: ID) { nodes { ${selection} } pageInfo { hasNextPage endCursor } }
}`;
    const nodes = await loadConnection<ProductNode>(http, query, { query: productSearchQuery(filters) || null }, ['products'], { ...productList, limit: filters.limit });
    return nodes.map(toProduct);
  }
  const query = `query CollectionProducts($id: ID!, $first: Int!, $after: String) {
  collection(id: $id) { products(first: $first, after: $after) { nodes { ${selection} } pageInfo { hasNextPage endCursor } } }
}`;
  const nodes = await loadConnection<ProductNode>(http, query, { id: options.collectionId }, ['collection', 'products'], {
    ...productList,
    missing: `The collection ${options.collectionId} does not exist`,
  });
  const products = nodes.map(toProduct).filter((p) => matchesProductFilters(p, filters));
  return filters.limit === undefined ? products : products.slice(0, filters.limit);
}

export const productList = {
  app: shopify,
  categories: ['Ecommerce'],
  mutates: false,
  output: ShopifyListProductsOutput,
} as const;

export const ShopifyListProductsV2Input = ProductFilters.extend({
  relations: z.array(ProductRelation).default([]).describe('Relations'),
});
export type ShopifyListProductsV2Input = z.infer<typeof ShopifyListProductsV2Input>;
