import { z } from 'zod';
import { shopify } from './app.js';
import { ShopifyId } from './shopify-id.js';

export const collectionChange = { app: shopify, categories: ['Ecommerce'] } as const;

export const ShopifyCollectionProductInput = z.object({
  collectionId: ShopifyId('Collection').describe('Collection'),
  productId: ShopifyId('Product').describe('Product'),
});
export type ShopifyCollectionProductInput = z.infer<typeof ShopifyCollectionProductInput>;
export const ShopifyCollectionProductOutput = z.object({ collectionId: z.string(), productId: z.string() });
export type ShopifyCollectionProductOutput = z.infer<typeof ShopifyCollectionProductOutput>;
