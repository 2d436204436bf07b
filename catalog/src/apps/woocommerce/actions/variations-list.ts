import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { woocommerce } from '../app.js';
import { toVariation, WooVariation } from '../entities.js';
import { listAllPages } from '../list-pages.js';

export const WooListVariationsInput = z.object({ productId: z.number().int().positive().describe('Product id') });
export type WooListVariationsInput = z.infer<typeof WooListVariationsInput>;

export const WooListVariationsOutput = z.object({ variations: z.array(WooVariation) });
export type WooListVariationsOutput = z.infer<typeof WooListVariationsOutput>;

export const wooListVariations = defineAction({
  app: woocommerce,
  id: 'variations.list',
  displayName: 'List variations',
  description: 'Lists the variations of a variable product with prices, stock and attributes.',
  categories: ['Ecommerce'],
  mutates: false,
  input: WooListVariationsInput,
  output: WooListVariationsOutput,
  async run({ input, http }) {
    const raw = await listAllPages<Record<string, unknown>>(http, `/products/${input.productId}/variations`, {});
    return { variations: raw.map((v) => toVariation(input.productId, v)) };
  },
});
