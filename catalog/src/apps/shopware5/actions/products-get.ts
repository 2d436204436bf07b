import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopware5 } from '../app.js';
import { toArticle } from '../article.js';
import { ArticleId, Shopware5ProductOutput } from '../products.js';

export const Shopware5GetProductInput = z.object({ articleId: ArticleId });
export type Shopware5GetProductInput = z.infer<typeof Shopware5GetProductInput>;

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
