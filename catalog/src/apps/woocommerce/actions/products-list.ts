import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { woocommerce } from '../app.js';
import { toProduct, WooProduct } from '../entities.js';
import { listAllPages } from '../list-pages.js';

export const WooListProductsInput = z.object({
  status: z.enum(['any', 'publish', 'draft', 'pending', 'private']).default('any').describe('Status'),
  stockStatus: z.enum(['instock', 'outofstock', 'onbackorder']).optional().describe('Stock status'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type WooListProductsInput = z.infer<typeof WooListProductsInput>;

export const WooListProductsOutput = z.object({ products: z.array(WooProduct) });
export type WooListProductsOutput = z.infer<typeof WooListProductsOutput>;

export const wooListProducts = defineAction({
  app: woocommerce,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the products with prices, stock, images, brands and categories, page by page.',
  categories: ['Ecommerce'],
  mutates: false,
  input: WooListProductsInput,
  output: WooListProductsOutput,
  async run({ input, http }) {
    const raw = await listAllPages<Record<string, unknown>>(http, '/products', { status: input.status, stock_status: input.stockStatus, orderby: 'id', order: 'asc' }, input.limit);
    return { products: raw.map(toProduct) };
  },
});
