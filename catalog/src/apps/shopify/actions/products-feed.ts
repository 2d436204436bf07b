import type { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { FeedOutput, type FeedRow, feedAvailability, feedPrice, plainText, FeedUtm, tagFeedLinks } from '../../shared/index.js';
import { shopify } from '../app.js';
import type { ShopifyProduct } from '../entities/product.js';
import { ProductFilters } from '../entities/product-filters.js';
import { listProducts } from '../list-products.js';

export const ShopifyProductFeedInput = ProductFilters.extend({
  /** Campaign tags added to every product link. */
  utm: FeedUtm.optional(),
  status: ProductFilters.shape.status.default(['active']),
});
export type ShopifyProductFeedInput = z.infer<typeof ShopifyProductFeedInput>;

/** One row per variant; a product's only "Default Title" variant keeps the product's title. */
export function shopifyFeedRows(products: readonly ShopifyProduct[], store: string, currency: string): FeedRow[] {
  return products.flatMap((product) => {
    const base = product.onlineStoreUrl ?? `https://${store}/products/${product.handle}`;
    return (product.variants ?? []).map((variant) => ({
      item_group_id: product.legacyResourceId,
      id: variant.legacyResourceId,
      title: variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
      description: plainText(product.descriptionHtml),
      link: `${base}?variant=${variant.legacyResourceId}`,
      image_link: product.images?.[0]?.url ?? '',
      availability: feedAvailability(variant.inventoryPolicy === 'continue' || (variant.inventoryQuantity ?? 0) > 0),
      price: feedPrice(variant.price, currency),
      brand: product.vendor,
      gtin: variant.barcode ?? '',
    }));
  });
}

export const shopifyProductFeed = defineAction({
  app: shopify,
  id: 'products.feed',
  displayName: 'Product feed',
  description: 'Builds product feed rows (one per variant) with price, availability, link, image, brand and GTIN; active products by default.',
  categories: ['Feeds', 'Ecommerce'],
  mutates: false,
  input: ShopifyProductFeedInput,
  output: FeedOutput,
  async run({ input, http, config, signal }) {
    const products = await listProducts(http, input, ['productVariants', 'productMedia'], { signal });
    return { rows: tagFeedLinks(shopifyFeedRows(products, config.store, config.currency), input.utm) };
  },
});
