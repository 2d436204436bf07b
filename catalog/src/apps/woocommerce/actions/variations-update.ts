import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { woocommerce } from '../app.js';
import { checkGtinSaved, priceText, toVariation, WooVariation } from '../entities.js';

export const WooUpdateVariationInput = z.object({
  productId: z.number().int().positive().describe('Product id'),
  variationId: z.number().int().positive().describe('Variation id'),
  regularPrice: z.number().min(0).optional().describe('Regular price'),
  salePrice: z.number().min(0).nullable().optional().describe('Sale price'),
  sku: z.string().optional().describe('SKU'),
  stockQuantity: z.number().int().optional().describe('Stock quantity'),
  /** WooCommerce's `global_unique_id`, which stores know from WooCommerce 9.2 on; sent only when given. */
  gtin: z.string().optional().describe('GTIN, UPC, EAN or ISBN (needs WooCommerce 9.2 or newer)'),
});
export type WooUpdateVariationInput = z.infer<typeof WooUpdateVariationInput>;

export const WooUpdateVariationOutput = z.object({ variation: WooVariation });
export type WooUpdateVariationOutput = z.infer<typeof WooUpdateVariationOutput>;

export const wooUpdateVariation = defineAction({
  app: woocommerce,
  id: 'variations.update',
  displayName: 'Update variation',
  description: "Changes a variation's prices, SKU, stock quantity or GTIN.",
  categories: ['Ecommerce'],
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: WooUpdateVariationInput,
  output: WooUpdateVariationOutput,
  async run({ input, http }) {
    const changes = {
      regular_price: priceText(input.regularPrice),
      sale_price: priceText(input.salePrice),
      sku: input.sku,
      ...(input.stockQuantity === undefined ? {} : { manage_stock: true, stock_quantity: input.stockQuantity }),
      ...(input.gtin === undefined ? {} : { global_unique_id: input.gtin }),
    };
    const { body } = await http.put<Record<string, unknown>>(`/products/${input.productId}/variations/${input.variationId}`, {
      body: { type: 'json', data: changes },
      responseType: 'json',
    });
    checkGtinSaved(input.gtin, body);
    return { variation: toVariation(input.productId, body) };
  },
});
