import { z } from 'zod';
import { defineAction, type HttpClient } from '../../../sdk/index.js';
import { shopify } from '../app.js';
import { type ProductNode, ProductRelation, productSelection, ShopifyProduct, toProduct } from '../entities/product.js';
import { matchesProductFilters, ProductFilters, productSearchQuery } from '../entities/product-filters.js';
import { loadConnection } from '../graphql/load-connection.js';
import { ShopifyId } from '../shopify-id.js';

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
  const common = { pageSize: pageSize(relations), signal: options.signal };
  if (options.collectionId === undefined) {
    const query = `query Products($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: ID) { nodes { ${selection} } pageInfo { hasNextPage endCursor } }
}`;
    const nodes = await loadConnection<ProductNode>(http, query, { query: productSearchQuery(filters) || null }, ['products'], { ...common, limit: filters.limit });
    return nodes.map(toProduct);
  }
  const query = `query CollectionProducts($id: ID!, $first: Int!, $after: String) {
  collection(id: $id) { products(first: $first, after: $after) { nodes { ${selection} } pageInfo { hasNextPage endCursor } } }
}`;
  const nodes = await loadConnection<ProductNode>(http, query, { id: options.collectionId }, ['collection', 'products'], {
    ...common,
    missing: `The collection ${options.collectionId} does not exist`,
  });
  const products = nodes.map(toProduct).filter((p) => matchesProductFilters(p, filters));
  return filters.limit === undefined ? products : products.slice(0, filters.limit);
}

const common = {
  app: shopify,
  categories: ['Ecommerce'],
  mutates: false,
  output: ShopifyListProductsOutput,
} as const;

export const ShopifyListProductsInput = ProductFilters;
export type ShopifyListProductsInput = z.infer<typeof ShopifyListProductsInput>;

export const shopifyListProducts = defineAction({
  ...common,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the products that match the filters, each with its variants and images.',
  replacedBy: { actionId: 'products.listV3', reason: 'Version 3 loads only the relations you choose and can list the products of one collection.' },
  input: ShopifyListProductsInput,
  async run({ input, http, signal }) {
    return { products: await listProducts(http, input, ['productVariants', 'productMedia'], { signal }) };
  },
});

export const ShopifyListProductsV2Input = ProductFilters.extend({
  relations: z.array(ProductRelation).default([]).describe('Relations'),
});
export type ShopifyListProductsV2Input = z.infer<typeof ShopifyListProductsV2Input>;

export const shopifyListProductsV2 = defineAction({
  ...common,
  id: 'products.listV2',
  displayName: 'List products (v2)',
  description: 'Lists the products that match the filters with the relations you choose (category, media, metafields, variants).',
  replacedBy: { actionId: 'products.listV3', reason: 'Version 3 can also list the products of one collection.' },
  input: ShopifyListProductsV2Input,
  async run({ input, http, signal }) {
    const { relations, ...filters } = input;
    return { products: await listProducts(http, filters, relations, { signal }) };
  },
});

export const ShopifyListProductsV3Input = ShopifyListProductsV2Input.extend({
  collectionId: ShopifyId('Collection').optional().describe('Collection'),
});
export type ShopifyListProductsV3Input = z.infer<typeof ShopifyListProductsV3Input>;

export const shopifyListProductsV3 = defineAction({
  ...common,
  id: 'products.listV3',
  displayName: 'List products (v3)',
  description: 'Lists the products of the shop or of one collection that match the filters, with the relations you choose.',
  input: ShopifyListProductsV3Input,
  async run({ input, http, signal }) {
    const { relations, collectionId, ...filters } = input;
    return { products: await listProducts(http, filters, relations, { collectionId, signal }) };
  },
});
