import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { SHOPWARE6_DEFAULT_PAGE_SIZE, shopware6 } from '../app.js';
import { PRODUCT_ASSOCIATIONS, type ProductEntity, Shopware6Product, toProduct } from '../product.js';
import { searchAll } from '../search-all.js';

export const Shopware6ListProductsInput = z.object({
  /** Only active (or inactive) products. */
  active: z.boolean().optional().describe('Active'),
  /** Variants are products with a parent; without them only main products are listed. */
  includeVariants: z.boolean().default(true).describe('Include variants'),
  updatedAfter: z.iso.datetime({ offset: true }).optional().describe('Updated after'),
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type Shopware6ListProductsInput = z.infer<typeof Shopware6ListProductsInput>;

export const Shopware6ListProductsOutput = z.object({ products: z.array(Shopware6Product) });
export type Shopware6ListProductsOutput = z.infer<typeof Shopware6ListProductsOutput>;

export const shopware6ListProducts = defineAction({
  app: shopware6,
  id: 'products.list',
  displayName: 'List products',
  description: 'Lists the products (and their variants) with stock, price, manufacturer and SEO fields, page by page.',
  categories: ['Ecommerce'],
  mutates: false,
  input: Shopware6ListProductsInput,
  output: Shopware6ListProductsOutput,
  async run({ input, http, config }) {
    const filter = [
      ...(input.active === undefined ? [] : [{ type: 'equals', field: 'active', value: input.active }]),
      ...(input.includeVariants ? [] : [{ type: 'equals', field: 'parentId', value: null }]),
      ...(input.updatedAfter ? [{ type: 'range', field: 'updatedAt', parameters: { gte: input.updatedAfter } }] : []),
    ];
    const criteria = { filter, associations: PRODUCT_ASSOCIATIONS, sort: [{ field: 'productNumber', order: 'ASC' }], 'total-count-mode': 0 };
    const entities = await searchAll<ProductEntity>(http, 'product', criteria, config.pageSize ?? SHOPWARE6_DEFAULT_PAGE_SIZE, input.limit);
    return { products: entities.map(toProduct) };
  },
});
