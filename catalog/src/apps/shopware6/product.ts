import { z } from 'zod';

export const Shopware6Product = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  productNumber: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  active: z.boolean().nullable(),
  stock: z.number(),
  available: z.boolean(),
  ean: z.string().nullable(),
  manufacturer: z.string().nullable(),
  /** Gross price in the shop's default currency. */
  price: z.number().nullable(),
  imageUrl: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type Shopware6Product = z.infer<typeof Shopware6Product>;

/** The associations a product search loads (manufacturer name, cover image). */
export const PRODUCT_ASSOCIATIONS = { manufacturer: {}, cover: { associations: { media: {} } } };

export interface ProductEntity {
  id: string;
  parentId?: string | null;
  productNumber: string;
  name?: string | null;
  description?: string | null;
  active?: boolean | null;
  stock: number;
  available?: boolean;
  ean?: string | null;
  manufacturer?: { name?: string | null } | null;
  price?: Array<{ gross: number; net: number; currencyId: string; linked?: boolean }> | null;
  cover?: { media?: { url?: string | null } | null } | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  createdAt: string;
  updatedAt?: string | null;
}

export const toProduct = (e: ProductEntity): Shopware6Product => ({
  id: e.id,
  parentId: e.parentId ?? null,
  productNumber: e.productNumber,
  name: e.name ?? null,
  description: e.description ?? null,
  active: e.active ?? null,
  stock: e.stock,
  available: e.available ?? e.stock > 0,
  ean: e.ean ?? null,
  manufacturer: e.manufacturer?.name ?? null,
  price: e.price?.[0]?.gross ?? null,
  imageUrl: e.cover?.media?.url ?? null,
  metaTitle: e.metaTitle ?? null,
  metaDescription: e.metaDescription ?? null,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt ?? null,
});
