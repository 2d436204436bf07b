import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { type ProductNode, productSelection, ShopifyProduct, toProduct } from '../entities/product.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';
import { productChange } from '../product-changes.js';

export const ShopifyUpdateProductInput = z.object({
  productId: ShopifyId('Product').describe('Product'),
  title: z.string().trim().min(1).optional().describe('Title'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  categoryId: ShopifyId('TaxonomyCategory').optional().describe('Category'),
});
export type ShopifyUpdateProductInput = z.infer<typeof ShopifyUpdateProductInput>;
export const ShopifyUpdateProductOutput = z.object({ product: ShopifyProduct });
export type ShopifyUpdateProductOutput = z.infer<typeof ShopifyUpdateProductOutput>;

const UPDATE = `mutation UpdateProduct($product: ProductUpdateInput!) {
  productUpdate(product: $product) { product { ${productSelection(['productCategory'])} } userErrors { field message } }
}`;

export const shopifyUpdateProduct = defineAction({
  ...productChange,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes a product's title, description or category; fields left empty stay as they are.",
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifyUpdateProductInput,
  output: ShopifyUpdateProductOutput,
  async run({ input, http, signal }) {
    const product = { id: input.productId, title: input.title, descriptionHtml: input.description, category: input.categoryId };
    const payload = await shopifyMutation<{ product: ProductNode }>(http, 'productUpdate', { query: UPDATE, variables: { product } }, { signal });
    return { product: toProduct(payload.product) };
  },
});
