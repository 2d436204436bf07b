import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { magento } from '../app.js';
import { MagentoProduct, type ProductEntity, toProduct } from '../product.js';

export const MagentoUpdateProductInput = z.object({
  sku: z.string().trim().min(1).describe('SKU'),
  name: z.string().trim().min(1).optional().describe('Name'),
  price: z.number().min(0).optional().describe('Price'),
  status: z.enum(['enabled', 'disabled']).optional().describe('Status'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  qty: z.number().int().optional().describe('Quantity in stock'),
  metaTitle: SeoMetaTitle.optional().describe('SEO meta title'),
  metaDescription: SeoMetaDescription.optional().describe('SEO meta description'),
});
export type MagentoUpdateProductInput = z.infer<typeof MagentoUpdateProductInput>;

export const MagentoUpdateProductOutput = z.object({ product: MagentoProduct });
export type MagentoUpdateProductOutput = z.infer<typeof MagentoUpdateProductOutput>;

export const magentoUpdateProduct = defineAction({
  app: magento,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes a product's name, price, status, description, stock quantity and SEO meta title and description (at most 255 characters).",
  categories: ['Ecommerce'],
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: MagentoUpdateProductInput,
  output: MagentoUpdateProductOutput,
  async run({ input, http }) {
    const attributes = [
      ['description', input.description],
      ['meta_title', input.metaTitle],
      ['meta_description', input.metaDescription],
    ].flatMap(([code, value]) => (value === undefined ? [] : [{ attribute_code: code, value }]));
    const product = {
      sku: input.sku,
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.price === undefined ? {} : { price: input.price }),
      ...(input.status === undefined ? {} : { status: input.status === 'enabled' ? 1 : 2 }),
      ...(attributes.length > 0 ? { custom_attributes: attributes } : {}),
      ...(input.qty === undefined ? {} : { extension_attributes: { stock_item: { qty: input.qty, is_in_stock: input.qty > 0 } } }),
    };
    const { body } = await http.put<ProductEntity>(`/products/${encodeURIComponent(input.sku)}`, { body: { type: 'json', data: { product } }, responseType: 'json' });
    return { product: toProduct(body) };
  },
});
