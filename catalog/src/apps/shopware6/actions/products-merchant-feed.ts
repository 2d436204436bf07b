import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { FeedOutput, feedAvailability, feedPrice, plainText, FeedUtm, tagFeedLinks } from '../../shared/index.js';
import { SHOPWARE6_DEFAULT_PAGE_SIZE, shopware6 } from '../app.js';
import { PRODUCT_ASSOCIATIONS, type ProductEntity, toProduct } from '../product.js';
import { searchAll } from '../search-all.js';

export const Shopware6MerchantFeedInput = z.object({
  /** Campaign tags added to every product link. */
  utm: FeedUtm.optional(),
  /** ISO 4217 code of the shop's default currency (the prices the feed shows). */
  currency: z.string().trim().length(3).default('EUR').describe('Currency'),
});
export type Shopware6MerchantFeedInput = z.infer<typeof Shopware6MerchantFeedInput>;

export const shopware6MerchantFeed = defineAction({
  app: shopware6,
  id: 'products.merchantFeed',
  displayName: 'Merchant feed',
  description: 'Builds merchant feed rows of the active products: one per variant (a product without variants is its own row).',
  categories: ['Feeds', 'Ecommerce'],
  mutates: false,
  input: Shopware6MerchantFeedInput,
  output: FeedOutput,
  async run({ input, http, config }) {
    const criteria = { filter: [{ type: 'equals', field: 'active', value: true }], associations: PRODUCT_ASSOCIATIONS, sort: [{ field: 'productNumber', order: 'ASC' }] };
    const products = (await searchAll<ProductEntity>(http, 'product', criteria, config.pageSize ?? SHOPWARE6_DEFAULT_PAGE_SIZE)).map(toProduct);
    const parents = new Set(products.map((p) => p.parentId).filter((id): id is string => id !== null));
    const byId = new Map(products.map((p) => [p.id, p]));
    return {
      rows: tagFeedLinks(
        products
        .filter((p) => !parents.has(p.id))
        .map((p) => {
          const parent = p.parentId === null ? p : (byId.get(p.parentId) ?? p);
          return {
            item_group_id: parent.productNumber,
            id: p.productNumber,
            title: p.name ?? parent.name ?? '',
            description: plainText(p.description ?? parent.description),
            link: `${config.shopUrl}/detail/${p.id}`,
            image_link: p.imageUrl ?? parent.imageUrl ?? '',
            availability: feedAvailability(p.available && p.stock > 0),
            price: feedPrice(p.price ?? parent.price ?? 0, input.currency),
            brand: p.manufacturer ?? parent.manufacturer ?? '',
            gtin: p.ean ?? '',
          };
        }),
        input.utm,
      ),
    };
  },
});
