import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { type ProductNode, productSelection, ShopifyProduct, toProduct } from '../entities/product.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';
import { ShopifyId } from '../shopify-id.js';

export const ShopifyCreateProductInput = z.object({
  title: z.string().trim().min(1).describe('Title'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  /** Images the shop downloads from these URLs. */
  images: z.array(z.url({ error: 'Please provide a valid URL' })).default([]).describe('Image URLs'),
  productType: z.string().optional().describe('Product type'),
  vendor: z.string().optional().describe('Vendor'),
  tags: z.array(z.string().trim().min(1)).optional().describe('Tags'),
  /** A new product is active or a draft (archiving comes later). */
  status: z.enum(['active', 'draft']).default('active').describe('Status'),
  /** Set on the default variant's inventory item after the product is created (`ProductCreateInput` has no such field). */
  tracksInventory: z.boolean().default(false).describe('Track inventory'),
  categoryId: ShopifyId('TaxonomyCategory').optional().describe('Category'),
  handle: z.string().trim().min(1).optional().describe('Handle'),
});
export type ShopifyCreateProductInput = z.infer<typeof ShopifyCreateProductInput>;

export const ShopifyCreateProductOutput = z.object({ product: ShopifyProduct });
export type ShopifyCreateProductOutput = z.infer<typeof ShopifyCreateProductOutput>;

const MUTATION = `mutation CreateProduct($product: ProductCreateInput!, $media: [CreateMediaInput!]) {
  productCreate(product: $product, media: $media) { product { ${productSelection(['productCategory', 'productMedia', 'productVariants'])} } userErrors { field message } }
}`;

/** Whether a variant's stock is counted belongs to its inventory item (`InventoryItemInput.tracked`). */
const TRACK_INVENTORY = `mutation TrackInventory($id: ID!, $input: InventoryItemInput!) {
  inventoryItemUpdate(id: $id, input: $input) { inventoryItem { id tracked } userErrors { field message } }
}`;

export const shopifyCreateProduct = defineAction({
  app: shopify,
  id: 'products.create',
  displayName: 'Create product',
  description: 'Creates a product with its images (downloaded from URLs), type, vendor, tags, status and category.',
  categories: ['Ecommerce'],
  // Creates or changes by a difference: a second attempt would do it twice.
  mutates: true,
  input: ShopifyCreateProductInput,
  output: ShopifyCreateProductOutput,
  async run({ input, http, signal }) {
    const product = {
      title: input.title,
      descriptionHtml: input.description,
      productType: input.productType,
      vendor: input.vendor,
      tags: input.tags,
      status: input.status.toUpperCase(),
      category: input.categoryId,
      handle: input.handle,
    };
    const media = input.images.map((url) => ({ originalSource: url, mediaContentType: 'IMAGE' }));
    const payload = await shopifyMutation<{ product: ProductNode }>(http, 'productCreate', { query: MUTATION, variables: { product, media } }, { signal });
    const created = toProduct(payload.product);
    // A new product's default variant does not track its stock; tracking is switched on for its inventory item.
    const item = created.variants?.[0]?.inventoryItemId;
    if (input.tracksInventory && item) {
      await shopifyMutation(http, 'inventoryItemUpdate', { query: TRACK_INVENTORY, variables: { id: item, input: { tracked: true } } }, { signal });
    }
    return { product: created };
  },
});
