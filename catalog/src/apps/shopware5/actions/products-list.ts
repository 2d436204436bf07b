import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopware5 } from '../app.js';
import { Shopware5Article, toArticle } from '../article.js';
import { listAll } from '../list-all.js';

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
