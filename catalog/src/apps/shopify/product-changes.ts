import { z } from 'zod';
import { shopify } from './app.js';
import { ShopifyId } from './shopify-id.js';

export const productChange = { app: shopify, categories: ['Ecommerce'] } as const;

export const ShopifyProductTagInput = z.object({
  productId: ShopifyId('Product').describe('Product'),
  tag: z.string().trim().min(1).max(255).describe('Tag'),
});
export type ShopifyProductTagInput = z.infer<typeof ShopifyProductTagInput>;
export const ShopifyProductTagOutput = z.object({ productId: z.string(), tag: z.string() });
export type ShopifyProductTagOutput = z.infer<typeof ShopifyProductTagOutput>;

export const tagMutation = (name: 'tagsAdd' | 'tagsRemove') => `mutation Tags($id: ID!, $tags: [String!]!) { ${name}(id: $id, tags: $tags) { node { id } userErrors { field message } } }`;
