import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { shopware5 } from '../app.js';
import { toArticle } from '../article.js';
import { ArticleId, Shopware5ProductOutput } from '../products.js';

export const Shopware5UpdateProductInput = z.object({
  articleId: ArticleId,
  name: z.string().trim().min(1).optional().describe('Name'),
  descriptionLong: textArea(z.string().optional().describe('Description (HTML)')),
  active: z.boolean().optional().describe('Active'),
  inStock: z.number().int().optional().describe('Stock of the main variant'),
  /** The net price of the main variant for shop customers (group EK). */
  price: z.number().min(0).optional().describe('Net price'),
  metaTitle: SeoMetaTitle.optional().describe('SEO meta title'),
  metaDescription: SeoMetaDescription.optional().describe('SEO meta description'),
});
export type Shopware5UpdateProductInput = z.infer<typeof Shopware5UpdateProductInput>;

export const shopware5UpdateProduct = defineAction({
  app: shopware5,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes an article's name, description, active flag, SEO meta title and description (at most 255 characters), and its main variant's stock and price.",
  categories: ['Ecommerce'],
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: Shopware5UpdateProductInput,
  output: Shopware5ProductOutput,
  async run({ input, http }) {
    const mainDetail = {
      ...(input.inStock === undefined ? {} : { inStock: input.inStock }),
      ...(input.price === undefined ? {} : { prices: [{ customerGroupKey: 'EK', price: input.price }] }),
    };
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.descriptionLong === undefined ? {} : { descriptionLong: input.descriptionLong }),
      ...(input.active === undefined ? {} : { active: input.active }),
      ...(input.metaTitle === undefined ? {} : { metaTitle: input.metaTitle }),
      ...(input.metaDescription === undefined ? {} : { description: input.metaDescription }),
      ...(Object.keys(mainDetail).length > 0 ? { mainDetail } : {}),
    };
    await http.put(`/articles/${input.articleId}`, { body: { type: 'json', data: changes }, responseType: 'json' });
    const { body } = await http.get<{ data: Record<string, unknown> }>(`/articles/${input.articleId}`, { responseType: 'json' });
    return { product: toArticle(body.data) };
  },
});
