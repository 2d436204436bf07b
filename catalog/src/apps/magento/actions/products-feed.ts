import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { FeedOutput, feedAvailability, feedPrice, plainText, FeedUtm, tagFeedLinks } from '../../shared/index.js';
import { magento } from '../app.js';
import { listMagentoProducts } from './products-list.js';

export const MagentoProductFeedInput = z.object({
  /** Campaign tags added to every product link. */
  utm: FeedUtm.optional(),
  currency: z.string().trim().length(3).default('EUR').describe('Currency'),
  /** The custom attributes that hold the brand and the GTIN in this shop. */
  brandAttribute: z.string().trim().min(1).default('brand').describe('Brand attribute'),
  gtinAttribute: z.string().trim().min(1).default('ean').describe('GTIN attribute'),
});
export type MagentoProductFeedInput = z.infer<typeof MagentoProductFeedInput>;

export const magentoProductFeed = defineAction({
  app: magento,
  id: 'products.feed',
  displayName: 'Product feed',
  description: 'Builds product feed rows of the enabled products with price, availability, link, image, brand and GTIN.',
  categories: ['Feeds', 'Ecommerce'],
  mutates: false,
  input: MagentoProductFeedInput,
  output: FeedOutput,
  async run({ input, http, config }) {
    const products = await listMagentoProducts(http, [{ field: 'status', value: '1', condition: 'eq' }]);
    return {
      rows: tagFeedLinks(
        products.map((p) => ({
        item_group_id: p.sku,
        id: p.sku,
        title: p.name,
        description: plainText(p.description),
        link: p.urlKey ? `${config.shopUrl}/${p.urlKey}.html` : `${config.shopUrl}/catalog/product/view/id/${p.id}`,
        image_link: p.image ? `${config.shopUrl}/media/catalog/product${p.image}` : '',
        availability: feedAvailability(p.isInStock && (p.qty === null || p.qty > 0)),
        price: feedPrice(p.price ?? 0, input.currency),
        brand: String(p.attributes[input.brandAttribute] ?? ''),
        gtin: String(p.attributes[input.gtinAttribute] ?? ''),
      })),
        input.utm,
      ),
    };
  },
});
