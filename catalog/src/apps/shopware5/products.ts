import { z } from 'zod';
import { Shopware5Article } from './article.js';

export const ArticleId = z.coerce.number({ error: 'Value must be a numeric string' }).int().positive().describe('Article id');

export const Shopware5ProductOutput = z.object({ product: Shopware5Article });
export type Shopware5ProductOutput = z.infer<typeof Shopware5ProductOutput>;
