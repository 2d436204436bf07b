import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { FeedOutput, type FeedRow, feedAvailability, feedPrice, plainText, FeedUtm, tagFeedLinks } from '../../shared/index.js';
import { woocommerce } from '../app.js';
import { toProduct, toVariation, type WooProduct } from '../entities.js';
import { listAllPages } from '../list-pages.js';

export const WooProductFeedInput = z.object({
  /** Campaign tags added to every product link. */
  utm: FeedUtm.optional(),
  /** ISO 4217 code of the shop's currency. */
  currency: z.string().trim().length(3).default('EUR').describe('Currency'),
});
export type WooProductFeedInput = z.infer<typeof WooProductFeedInput>;

export const wooProductFeed = defineAction({
  app: woocommerce,
  id: 'products.feed',
  displayName: 'Product feed',
  description: 'Builds product feed rows of the published products: one per variation of a variable product, one per simple product.',
  categories: ['Feeds', 'Ecommerce'],
  mutates: false,
  input: WooProductFeedInput,
  output: FeedOutput,
  async run({ input, http }) {
    const products = (await listAllPages<Record<string, unknown>>(http, '/products', { status: 'publish', orderby: 'id', order: 'asc' })).map(toProduct);
    const rows: FeedRow[] = [];
    const common = (p: WooProduct) => ({ item_group_id: String(p.id), description: plainText(p.shortDescription || p.description), brand: p.brands[0] ?? '' });
    for (const p of products) {
      if (p.type !== 'variable') {
        const inStock = p.stockStatus !== 'outofstock';
        rows.push({ ...common(p), id: String(p.id), title: p.name, link: p.permalink, image_link: p.images[0]?.src ?? '', availability: feedAvailability(inStock), price: feedPrice(p.price ?? 0, input.currency), gtin: p.gtin });
        continue;
      }
      const variations = (await listAllPages<Record<string, unknown>>(http, `/products/${p.id}/variations`, {})).map((v) => toVariation(p.id, v));
      for (const v of variations) {
        rows.push({
          ...common(p),
          id: String(v.id),
          title: [p.name, ...v.attributes.map((a) => a.option)].join(' - '),
          link: v.permalink || p.permalink,
          image_link: v.imageUrl ?? p.images[0]?.src ?? '',
          availability: feedAvailability(v.stockStatus !== 'outofstock'),
          price: feedPrice(v.price ?? p.price ?? 0, input.currency),
          gtin: v.gtin,
        });
      }
    }
    return { rows: tagFeedLinks(rows, input.utm) };
  },
});
