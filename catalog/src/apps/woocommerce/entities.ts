import { z } from 'zod';
import { formatAmount, NonRetryableError } from '@tandem/catalog/sdk';

const price = z.number().nullable();

export const WooProduct = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  permalink: z.string(),
  type: z.string(),
  status: z.string(),
  sku: z.string(),
  price,
  regularPrice: price,
  salePrice: price,
  manageStock: z.boolean(),
  stockQuantity: z.number().nullable(),
  stockStatus: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  gtin: z.string(),
  images: z.array(z.object({ id: z.number(), src: z.string(), alt: z.string() })),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  variationIds: z.array(z.number()),
  dateModified: z.string().nullable(),
});
export type WooProduct = z.infer<typeof WooProduct>;

export const WooVariation = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  permalink: z.string(),
  price,
  regularPrice: price,
  salePrice: price,
  stockQuantity: z.number().nullable(),
  stockStatus: z.string(),
  gtin: z.string(),
  imageUrl: z.string().nullable(),
  attributes: z.array(z.object({ name: z.string(), option: z.string() })),
});
export type WooVariation = z.infer<typeof WooVariation>;

type Raw = Record<string, unknown>;
const num = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const names = (v: unknown) => (Array.isArray(v) ? (v as Raw[]).map((x) => str(x.name)) : []);

export const toProduct = (p: Raw): WooProduct => ({
  id: Number(p.id),
  name: str(p.name),
  slug: str(p.slug),
  permalink: str(p.permalink),
  type: str(p.type),
  status: str(p.status),
  sku: str(p.sku),
  price: num(p.price),
  regularPrice: num(p.regular_price),
  salePrice: num(p.sale_price),
  manageStock: p.manage_stock === true,
  stockQuantity: num(p.stock_quantity),
  stockStatus: str(p.stock_status),
  description: str(p.description),
  shortDescription: str(p.short_description),
  gtin: str(p.global_unique_id),
  images: Array.isArray(p.images) ? (p.images as Raw[]).map((i) => ({ id: Number(i.id), src: str(i.src), alt: str(i.alt) })) : [],
  brands: names(p.brands),
  categories: names(p.categories),
  variationIds: Array.isArray(p.variations) ? (p.variations as unknown[]).map(Number) : [],
  dateModified: typeof p.date_modified_gmt === 'string' ? `${p.date_modified_gmt}Z` : null,
});

export const toVariation = (productId: number, v: Raw): WooVariation => ({
  id: Number(v.id),
  productId,
  sku: str(v.sku),
  permalink: str(v.permalink),
  price: num(v.price),
  regularPrice: num(v.regular_price),
  salePrice: num(v.sale_price),
  stockQuantity: num(v.stock_quantity),
  stockStatus: str(v.stock_status),
  gtin: str(v.global_unique_id),
  imageUrl: v.image && typeof v.image === 'object' ? str((v.image as Raw).src) || null : null,
  attributes: Array.isArray(v.attributes) ? (v.attributes as Raw[]).map((a) => ({ name: str(a.name), option: str(a.option) })) : [],
});

/** Prices are sent as decimal strings; an empty string clears a sale price. */
export const priceText = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? '' : formatAmount(value, 2));

/**
 * Stores older than WooCommerce 9.2 have no `global_unique_id` and silently ignore it: a GTIN that
 * was given but is missing from the answer was not saved (the other changes were).
 */
export function checkGtinSaved(gtin: string | undefined, answer: Record<string, unknown>): void {
  if (gtin !== undefined && !('global_unique_id' in answer)) {
    throw new NonRetryableError('The other changes were saved, but this store cannot keep a GTIN: it needs WooCommerce 9.2 or newer');
  }
}
