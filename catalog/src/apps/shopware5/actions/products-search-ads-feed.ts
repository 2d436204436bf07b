import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { FeedOutput, type FeedRow, feedAvailability, feedPrice, plainText, FeedUtm, tagFeedLinks } from '../../shared/index.js';
import { shopware5 } from '../app.js';
import { type Shopware5Variant, toArticle } from '../article.js';
import { listAll } from '../list-all.js';

export const Shopware5SearchAdsFeedInput = z.object({
  /** Campaign tags added to every product link. */
  utm: FeedUtm.optional(),
  currency: z.string().trim().length(3).default('EUR').describe('Currency'),
  /** The customer group whose prices the feed shows (EK: shop customers). */
  customerGroup: z.string().trim().min(1).default('EK').describe('Customer group'),
});
export type Shopware5SearchAdsFeedInput = z.infer<typeof Shopware5SearchAdsFeedInput>;

export const shopware5SearchAdsFeed = defineAction({
  app: shopware5,
  id: 'products.searchAdsFeed',
  displayName: 'Search-ads feed',
  description: 'Builds shopping feed rows for search ads: one per variant of the active articles, gross prices, availability from stock.',
  categories: ['Feeds', 'SEA', 'Ecommerce'],
  // A feed reads every article and its image one by one.
  mutates: false,
  defaultTimeout: 'PT5M',
  input: Shopware5SearchAdsFeedInput,
  output: FeedOutput,
  async run({ input, http, config }) {
    const listed = await listAll<Record<string, unknown>>(http, '/articles', [{ property: 'active', expression: '=', value: 'true' }]);
    const rows: FeedRow[] = [];
    for (const { id } of listed) {
      const article = toArticle((await http.get<{ data: Record<string, unknown> }>(`/articles/${String(id)}`, { responseType: 'json' })).body.data);
      const mediaId = article.imageMediaIds[0];
      const image = mediaId === undefined ? '' : String((await http.get<{ data: { path?: string } }>(`/media/${mediaId}`, { responseType: 'json' })).body.data.path ?? '');
      const taxFactor = 1 + (article.taxRate ?? 0) / 100;
      for (const variant of [article.mainDetail, ...article.details].filter((v): v is Shopware5Variant => v !== null && v.active)) {
        const net = variant.prices.find((p) => p.customerGroupKey === input.customerGroup)?.price ?? variant.prices[0]?.price ?? 0;
        rows.push({
          item_group_id: String(article.id),
          id: variant.number,
          title: variant.additionalText ? `${article.name} - ${variant.additionalText}` : article.name,
          description: plainText(article.descriptionLong),
          link: `${config.shopUrl}/detail/index/sArticle/${article.id}?number=${encodeURIComponent(variant.number)}`,
          image_link: image,
          availability: feedAvailability(variant.inStock > 0),
          price: feedPrice(net * taxFactor, input.currency),
          brand: article.supplier ?? '',
          gtin: variant.ean ?? '',
        });
      }
    }
    return { rows: tagFeedLinks(rows, input.utm) };
  },
});
