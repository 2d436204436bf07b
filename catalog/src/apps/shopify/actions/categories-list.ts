import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { ShopifyCategory } from '../entities/product.js';
import { loadConnection } from '../graphql/load-connection.js';

export const ShopifyListCategoriesInput = z.object({
  /** Words in the category's full name (`Shoes`, `Apparel > Socks`). */
  search: z.string().trim().min(1).optional().describe('Search'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type ShopifyListCategoriesInput = z.infer<typeof ShopifyListCategoriesInput>;

export const ShopifyListCategoriesOutput = z.object({ categories: z.array(ShopifyCategory) });
export type ShopifyListCategoriesOutput = z.infer<typeof ShopifyListCategoriesOutput>;

const QUERY = `query Categories($first: Int!, $after: String, $search: String) {
  taxonomy { categories(first: $first, after: $after, search: $search) { nodes { id name fullName } pageInfo { hasNextPage endCursor } } }
}`;

export const shopifyListCategories = defineAction({
  app: shopify,
  id: 'categories.list',
  displayName: 'List product categories',
  description: "Lists the categories of Shopify's standard product taxonomy (for a product's category).",
  categories: ['Ecommerce'],
  mutates: false,
  input: ShopifyListCategoriesInput,
  output: ShopifyListCategoriesOutput,
  async run({ input, http, signal }) {
    const categories = await loadConnection<ShopifyCategory>(http, QUERY, { search: input.search ?? null }, ['taxonomy', 'categories'], { pageSize: 50, limit: input.limit, signal });
    return { categories };
  },
});
