import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopware5 } from '../app.js';
import { Shopware5Variant, toVariant } from '../article.js';
import { listAll } from '../list-all.js';

export const Shopware5ListVariantsInput = z.object({
  articleId: z.coerce.number({ error: 'Value must be a numeric string' }).int().positive().optional().describe('Article id'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type Shopware5ListVariantsInput = z.infer<typeof Shopware5ListVariantsInput>;
export const Shopware5ListVariantsOutput = z.object({ variants: z.array(Shopware5Variant) });
export type Shopware5ListVariantsOutput = z.infer<typeof Shopware5ListVariantsOutput>;

export const shopware5ListVariants = defineAction({
  app: shopware5,
  id: 'variants.list',
  displayName: 'List variants',
  description: 'Lists the variants (article details) with number, stock, EAN and prices, of the shop or of one article.',
  categories: ['Ecommerce'],
  mutates: false,
  input: Shopware5ListVariantsInput,
  output: Shopware5ListVariantsOutput,
  async run({ input, http }) {
    const filters = input.articleId === undefined ? [] : [{ property: 'articleId', expression: '=' as const, value: String(input.articleId) }];
    const raw = await listAll<Record<string, unknown>>(http, '/variants', filters, input.limit);
    return { variants: raw.map(toVariant) };
  },
});
