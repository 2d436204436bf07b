import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { woocommerce } from '../app.js';
import { checkGtinSaved, priceText, toProduct, WooProduct } from '../entities.js';

export const WooUpdateProductInput = z.object({
  productId: z.number().int().positive().describe('Product id'),
  name: z.string().trim().min(1).optional().describe('Name'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  shortDescription: textArea(z.string().optional().describe('Short description (HTML)')),
  regularPrice: z.number().min(0).optional().describe('Regular price'),
  /** null removes the sale price. */
  salePrice: z.number().min(0).nullable().optional().describe('Sale price'),
  sku: z.string().optional().describe('SKU'),
  stockQuantity: z.number().int().optional().describe('Stock quantity'),
  status: z.enum(['publish', 'draft', 'pending', 'private']).optional().describe('Status'),
  /** WooCommerce's `global_unique_id`, which stores know from WooCommerce 9.2 on; sent only when given. */
  gtin: z.string().optional().describe('GTIN, UPC, EAN or ISBN (needs WooCommerce 9.2 or newer)'),
  /** Written to the SEO plugin's fields (Yoast SEO: `_yoast_wpseo_title`, `_yoast_wpseo_metadesc`). */
  metaTitle: SeoMetaTitle.optional().describe('SEO meta title'),
  metaDescription: SeoMetaDescription.optional().describe('SEO meta description'),
});
export type WooUpdateProductInput = z.infer<typeof WooUpdateProductInput>;

export const WooUpdateProductOutput = z.object({ product: WooProduct });
export type WooUpdateProductOutput = z.infer<typeof WooUpdateProductOutput>;

export const wooUpdateProduct = defineAction({
  app: woocommerce,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes a product's name, descriptions, prices, SKU, stock, status, GTIN and SEO meta title and description (at most 255 characters).",
  categories: ['Ecommerce'],
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: WooUpdateProductInput,
  output: WooUpdateProductOutput,
  async run({ input, http }) {
    const meta = [
      ...(input.metaTitle === undefined ? [] : [{ key: '_yoast_wpseo_title', value: input.metaTitle }]),
      ...(input.metaDescription === undefined ? [] : [{ key: '_yoast_wpseo_metadesc', value: input.metaDescription }]),
    ];
    const changes = {
      name: input.name,
      description: input.description,
      short_description: input.shortDescription,
      regular_price: priceText(input.regularPrice),
      sale_price: priceText(input.salePrice),
      sku: input.sku,
      ...(input.stockQuantity === undefined ? {} : { manage_stock: true, stock_quantity: input.stockQuantity }),
      status: input.status,
      ...(input.gtin === undefined ? {} : { global_unique_id: input.gtin }),
      ...(meta.length > 0 ? { meta_data: meta } : {}),
    };
    const { body } = await http.put<Record<string, unknown>>(`/products/${input.productId}`, { body: { type: 'json', data: changes }, responseType: 'json' });
    checkGtinSaved(input.gtin, body);
    return { product: toProduct(body) };
  },
});
