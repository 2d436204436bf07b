import { z } from 'zod';
import { defineAction, textArea } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { shopify } from '../app.js';
import { type ProductNode, productSelection, ShopifyProduct, toProduct } from '../entities/product.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';

const common = { app: shopify, categories: ['Ecommerce'] } as const;

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
  ...common,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes a product's title, description or category; fields left empty stay as they are.",
  ...actionRetryTraits['shopify/products.update'],
  input: ShopifyUpdateProductInput,
  output: ShopifyUpdateProductOutput,
  async run({ input, http, signal }) {
    const product = { id: input.productId, title: input.title, descriptionHtml: input.description, category: input.categoryId };
    const payload = await shopifyMutation<{ product: ProductNode }>(http, 'productUpdate', { query: UPDATE, variables: { product } }, { signal });
    return { product: toProduct(payload.product) };
  },
});

export const ShopifyRemoveProductInput = z.object({ productId: ShopifyId('Product').describe('Product') });
export type ShopifyRemoveProductInput = z.infer<typeof ShopifyRemoveProductInput>;
export const ShopifyRemoveProductOutput = z.object({ deletedProductId: z.string() });
export type ShopifyRemoveProductOutput = z.infer<typeof ShopifyRemoveProductOutput>;

const DELETE = `mutation DeleteProduct($input: ProductDeleteInput!) { productDelete(input: $input) { deletedProductId userErrors { field message } } }`;

export const shopifyRemoveProduct = defineAction({
  ...common,
  id: 'products.remove',
  displayName: 'Remove product',
  description: 'Deletes a product with its variants and media.',
  ...actionRetryTraits['shopify/products.remove'],
  input: ShopifyRemoveProductInput,
  output: ShopifyRemoveProductOutput,
  async run({ input, http, signal }) {
    const payload = await shopifyMutation<{ deletedProductId: string }>(http, 'productDelete', { query: DELETE, variables: { input: { id: input.productId } } }, { signal });
    return { deletedProductId: payload.deletedProductId };
  },
});

export const ShopifyProductTagInput = z.object({
  productId: ShopifyId('Product').describe('Product'),
  tag: z.string().trim().min(1).max(255).describe('Tag'),
});
export type ShopifyProductTagInput = z.infer<typeof ShopifyProductTagInput>;
export const ShopifyProductTagOutput = z.object({ productId: z.string(), tag: z.string() });
export type ShopifyProductTagOutput = z.infer<typeof ShopifyProductTagOutput>;

const tagMutation = (name: 'tagsAdd' | 'tagsRemove') => `mutation Tags($id: ID!, $tags: [String!]!) { ${name}(id: $id, tags: $tags) { node { id } userErrors { field message } } }`;

export const shopifyAddProductTag = defineAction({
  ...common,
  id: 'products.addTag',
  displayName: 'Add product tag',
  description: 'Adds a tag to a product (a tag it has already stays once).',
  ...actionRetryTraits['shopify/products.addTag'],
  input: ShopifyProductTagInput,
  output: ShopifyProductTagOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'tagsAdd', { query: tagMutation('tagsAdd'), variables: { id: input.productId, tags: [input.tag] } }, { signal });
    return { productId: input.productId, tag: input.tag };
  },
});

export const shopifyRemoveProductTag = defineAction({
  ...common,
  id: 'products.removeTag',
  displayName: 'Remove product tag',
  description: 'Removes a tag from a product.',
  ...actionRetryTraits['shopify/products.removeTag'],
  input: ShopifyProductTagInput,
  output: ShopifyProductTagOutput,
  async run({ input, http, signal }) {
    await shopifyMutation(http, 'tagsRemove', { query: tagMutation('tagsRemove'), variables: { id: input.productId, tags: [input.tag] } }, { signal });
    return { productId: input.productId, tag: input.tag };
  },
});
