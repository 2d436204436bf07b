import { z } from 'zod';
import { defineAction, roundAmount, textArea } from '@tandem/catalog/sdk';
import { SeoMetaDescription, SeoMetaTitle } from '../../shared/index.js';
import { shopware6 } from '../app.js';
import { type ProductEntity, Shopware6Product, toProduct } from '../product.js';

const ProductId = z.string().trim().regex(/^[0-9a-f]{32}$/i, 'Please provide a product id (32 hexadecimal characters)');

export const Shopware6UpdateProductInput = z.object({
  productId: ProductId.describe('Product id'),
  name: z.string().trim().min(1).optional().describe('Name'),
  description: textArea(z.string().optional().describe('Description (HTML)')),
  active: z.boolean().optional().describe('Active'),
  stock: z.number().int().optional().describe('Stock'),
  /** Gross price in the shop's default currency; the net price follows the product's tax rate. */
  price: z.number().min(0).optional().describe('Price (gross)'),
  ean: z.string().optional().describe('EAN'),
  metaTitle: SeoMetaTitle.optional().describe('SEO meta title'),
  metaDescription: SeoMetaDescription.optional().describe('SEO meta description'),
});
export type Shopware6UpdateProductInput = z.infer<typeof Shopware6UpdateProductInput>;

export const Shopware6UpdateProductOutput = z.object({ product: Shopware6Product });
export type Shopware6UpdateProductOutput = z.infer<typeof Shopware6UpdateProductOutput>;

export const shopware6UpdateProduct = defineAction({
  app: shopware6,
  id: 'products.update',
  displayName: 'Update product',
  description: "Changes a product's name, description, active flag, stock, gross price, EAN and SEO meta title and description (at most 255 characters).",
  categories: ['Ecommerce'],
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: Shopware6UpdateProductInput,
  output: Shopware6UpdateProductOutput,
  async run({ input, http }) {
    const path = `/product/${input.productId.toLowerCase()}`;
    const { productId: _, price, ...fields } = input;
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (price !== undefined) {
      // Shopware keeps gross and net per currency: scale the net price with the gross one.
      const current = (await http.get<{ data: ProductEntity }>(path, { responseType: 'json' })).body.data.price?.[0];
      const net = current && current.gross > 0 ? roundAmount((price * current.net) / current.gross, 2) : price;
      changes.price = [{ currencyId: current?.currencyId ?? 'b7d2554b0ce847cd82f3ac9bd1c0dfca', gross: price, net, linked: current?.linked ?? true }];
    }
    await http.patch(path, { body: { type: 'json', data: changes } });
    const { body } = await http.get<{ data: ProductEntity }>(path, { responseType: 'json' });
    return { product: toProduct(body.data) };
  },
});
