import { z } from 'zod';

const Price = z.object({ customerGroupKey: z.string(), price: z.number() });

export const Shopware5Variant = z.object({
  id: z.number(),
  articleId: z.number(),
  number: z.string(),
  /** 1: the article's main variant; 2: another variant. */
  kind: z.number(),
  additionalText: z.string().nullable(),
  active: z.boolean(),
  inStock: z.number(),
  ean: z.string().nullable(),
  /** Net prices by customer group (EK: shop customers). */
  prices: z.array(Price),
});
export type Shopware5Variant = z.infer<typeof Shopware5Variant>;

export const Shopware5Article = z.object({
  id: z.number(),
  name: z.string(),
  descriptionLong: z.string().nullable(),
  active: z.boolean(),
  metaTitle: z.string().nullable(),
  /** The meta description. */
  description: z.string().nullable(),
  changed: z.string().nullable(),
  added: z.string().nullable(),
  supplier: z.string().nullable(),
  taxRate: z.number().nullable(),
  imageMediaIds: z.array(z.number()),
  mainDetail: Shopware5Variant.nullable(),
  details: z.array(Shopware5Variant),
});
export type Shopware5Article = z.infer<typeof Shopware5Article>;

type Raw = Record<string, unknown>;

export const toVariant = (d: Raw): Shopware5Variant => ({
  id: Number(d.id),
  articleId: Number(d.articleId),
  number: String(d.number),
  kind: Number(d.kind ?? 1),
  additionalText: typeof d.additionalText === 'string' ? d.additionalText : null,
  active: d.active === true || d.active === 1,
  inStock: Number(d.inStock ?? 0),
  ean: typeof d.ean === 'string' && d.ean !== '' ? d.ean : null,
  prices: Array.isArray(d.prices) ? (d.prices as Raw[]).map((p) => ({ customerGroupKey: String(p.customerGroupKey), price: Number(p.price) })) : [],
});

/** An article of `GET /articles/{id}` (with details) or of the list (without). */
export const toArticle = (a: Raw): Shopware5Article => ({
  id: Number(a.id),
  name: String(a.name),
  descriptionLong: typeof a.descriptionLong === 'string' ? a.descriptionLong : null,
  active: a.active === true || a.active === 1,
  metaTitle: typeof a.metaTitle === 'string' ? a.metaTitle : null,
  description: typeof a.description === 'string' && a.description !== '' ? a.description : null,
  changed: typeof a.changed === 'string' ? a.changed : null,
  added: typeof a.added === 'string' ? a.added : null,
  supplier: a.supplier && typeof a.supplier === 'object' ? String((a.supplier as Raw).name) : null,
  taxRate: a.tax && typeof a.tax === 'object' ? Number((a.tax as Raw).tax) : null,
  imageMediaIds: Array.isArray(a.images) ? (a.images as Raw[]).map((i) => Number(i.mediaId)) : [],
  mainDetail: a.mainDetail && typeof a.mainDetail === 'object' ? toVariant(a.mainDetail as Raw) : null,
  details: Array.isArray(a.details) ? (a.details as Raw[]).map(toVariant) : [],
});
