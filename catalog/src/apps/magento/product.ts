import { z } from 'zod';

export const MagentoProduct = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  status: z.enum(['enabled', 'disabled']),
  typeId: z.string(),
  qty: z.number().nullable(),
  isInStock: z.boolean(),
  description: z.string().nullable(),
  urlKey: z.string().nullable(),
  image: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** Every custom attribute by its code (brand, ean, ... as the shop defines them). */
  attributes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MagentoProduct = z.infer<typeof MagentoProduct>;

export interface ProductEntity {
  id: number;
  sku: string;
  name: string;
  price?: number | null;
  status?: number;
  type_id?: string;
  created_at: string;
  updated_at: string;
  extension_attributes?: { stock_item?: { qty?: number | null; is_in_stock?: boolean } };
  custom_attributes?: Array<{ attribute_code: string; value: unknown }>;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function toProduct(p: ProductEntity): MagentoProduct {
  const attributes = Object.fromEntries((p.custom_attributes ?? []).map((a) => [a.attribute_code, a.value]));
  const stock = p.extension_attributes?.stock_item;
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: p.price ?? null,
    status: p.status === 2 ? 'disabled' : 'enabled',
    typeId: p.type_id ?? 'simple',
    qty: stock?.qty ?? null,
    isInStock: stock?.is_in_stock ?? false,
    description: text(attributes.description),
    urlKey: text(attributes.url_key),
    image: text(attributes.image),
    metaTitle: text(attributes.meta_title),
    metaDescription: text(attributes.meta_description),
    attributes,
    createdAt: `${p.created_at.replace(' ', 'T')}Z`,
    updatedAt: `${p.updated_at.replace(' ', 'T')}Z`,
  };
}
