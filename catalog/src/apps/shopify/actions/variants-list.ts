import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { ShopifyVariant, toVariant, VARIANT_FIELDS, type VariantNode } from '../entities/product.js';
import { loadConnection } from '../graphql/load-connection.js';
import { legacyIdOf, ShopifyId } from '../shopify-id.js';

export const ShopifyListVariantsInput = z.object({
  productId: ShopifyId('Product').optional().describe('Product'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type ShopifyListVariantsInput = z.infer<typeof ShopifyListVariantsInput>;

export const ShopifyListVariantsOutput = z.object({ variants: z.array(ShopifyVariant) });
export type ShopifyListVariantsOutput = z.infer<typeof ShopifyListVariantsOutput>;

const QUERY = `query Variants($first: Int!, $after: String, $query: String) {
  productVariants(first: $first, after: $after, query: $query) { nodes { ${VARIANT_FIELDS} product { id } } pageInfo { hasNextPage endCursor } }
}`;

export const shopifyListVariants = defineAction({
  app: shopify,
  id: 'variants.list',
  displayName: 'List variants',
  description: 'Lists the product variants of the shop, or of one product.',
  categories: ['Ecommerce'],
  mutates: false,
  input: ShopifyListVariantsInput,
  output: ShopifyListVariantsOutput,
  async run({ input, http, signal }) {
    const query = input.productId === undefined ? null : `product_id:${legacyIdOf(input.productId)}`;
    const nodes = await loadConnection<VariantNode>(http, QUERY, { query }, ['productVariants'], { pageSize: 100, limit: input.limit, signal });
    return { variants: nodes.map((node) => toVariant(node)) };
  },
});
