import { z } from 'zod';
import { defineAction, textArea } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { shopware5 } from '../app.js';
import { Shopware5Article, toArticle } from '../article.js';
import { listAll } from '../list-all.js';

const ArticleId = z.coerce.number({ error: 'Value must be a numeric string' }).int().positive().describe('Article id');

export const Shopware5GetProductInput = z.object({ articleId: ArticleId });
export type Shopware5GetProductInput = z.infer<typeof Shopware5GetProductInput>;
export const Shopware5ProductOutput = z.object({ product: Shopware5Article });
export type Shopware5ProductOutput = z.infer<typeof Shopware5ProductOutput>;

export const shopware5GetProduct = defineAction({
  app: shopware5,
  id: 'products.get',
  displayName: 'Get product',
  description: 'Reads an article with its main variant, variants, supplier, tax rate and images.',
  categories: ['Ecommerce'],
  mutates: false,
  input: Shopware5GetProductInput,
  output: Shopware5ProductOutput,
  async run({ input, http }) {
    const { body } = await http.get<{ data: Record<string, unknown> }>(`/articles/${input.articleId}`, { responseType: 'json' });
    return { product: toArticle(body.data) };
  },
});

export const Shopware5ListProductsInput = z.object({
  active: z.boolean().optional().describe('Active'),
  /** Articles changed at or after this time (`YYYY-MM-DD HH:MM:SS` or ISO). */
  changedAfter: z.string().trim().min(1).optional().describe('Changed after'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type Shopware5ListProductsInput = z.infer<typeof Shopware5ListProductsInput>;
export const Shopware5ListProductsOutput = z.object({ products: z.array(Shopware5Article) });
export type Shopware5ListProductsOutput = z.infer<typeof Shopware5ListProductsOutput>;

export const shopware5ListProducts = defineAction({
  app: shopware5,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the articles (without their variants; see variants.list), page by page.',
  categories: ['Ecommerce'],
  mutates: false,
  input: Shopware5ListProductsInput,
  output: Shopware5ListProductsOutput,
  async run({ input, http }) {
    const filters = [
      ...(input.active === undefined ? [] : [{ property: 'active', expression: '=' as const, value: input.active ? 'true' : 'false' }]),
      ...(input.changedAfter ? [{ property: 'changed', expression: '>=' as const, value: input.changedAfter.replace(' ', 'T').slice(0, 19) }] : []),
    ];
    const raw = await listAll<Record<string, unknown>>(http, '/articles', filters, input.limit);
    return { products: raw.map(toArticle) };
  },
});

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
  ...actionRetryTraits['shopware5/products.update'],
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
