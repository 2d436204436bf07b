import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { magento } from '../app.js';
import { MagentoProduct, type ProductEntity, toProduct } from '../product.js';
import { type MagentoFilter, magentoTime, searchAll } from '../search-criteria.js';

export const MagentoListProductsInput = z.object({
  status: z.enum(['enabled', 'disabled']).optional().describe('Status'),
  updatedAfter: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional().describe('Updated after'),
  /** A SKU pattern with % as wildcard (`SHIRT-%`). */
  sku: z.string().trim().min(1).optional().describe('SKU'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type MagentoListProductsInput = z.infer<typeof MagentoListProductsInput>;

export const MagentoListProductsOutput = z.object({ products: z.array(MagentoProduct) });
export type MagentoListProductsOutput = z.infer<typeof MagentoListProductsOutput>;

/** The products that match, page by page. */
export async function listMagentoProducts(http: Parameters<typeof searchAll>[0], filters: MagentoFilter[], max?: number): Promise<MagentoProduct[]> {
  return (await searchAll<ProductEntity>(http, '/products', filters, max)).map(toProduct);
}

export const magentoListProducts = defineAction({
  app: magento,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the products with price, stock, status, SEO fields and custom attributes, page by page.',
  categories: ['Ecommerce'],
  mutates: false,
  input: MagentoListProductsInput,
  output: MagentoListProductsOutput,
  async run({ input, http }) {
    const filters: MagentoFilter[] = [
      ...(input.status ? [{ field: 'status', value: input.status === 'enabled' ? '1' : '2', condition: 'eq' as const }] : []),
      ...(input.updatedAfter ? [{ field: 'updated_at', value: magentoTime(input.updatedAfter), condition: 'gteq' as const }] : []),
      ...(input.sku ? [{ field: 'sku', value: input.sku, condition: 'like' as const }] : []),
    ];
    return { products: await listMagentoProducts(http, filters, input.limit) };
  },
});
