import { z } from 'zod';
import { legacyIdOf } from '../shopify-id.js';

/** The relations a product listing may load with each product. */
export const productRelations = ['productCategory', 'productMedia', 'productMetafields', 'productVariants'] as const;
export const ProductRelation = z.enum(productRelations);
export type ProductRelation = z.infer<typeof ProductRelation>;

export const ShopifyCategory = z.object({ id: z.string(), name: z.string(), fullName: z.string() });
export type ShopifyCategory = z.infer<typeof ShopifyCategory>;

export const ShopifyImage = z.object({ id: z.string(), url: z.string(), altText: z.string().nullable() });
export type ShopifyImage = z.infer<typeof ShopifyImage>;

export const ShopifyMetafield = z.object({ id: z.string(), namespace: z.string(), key: z.string(), type: z.string(), value: z.string() });
export type ShopifyMetafield = z.infer<typeof ShopifyMetafield>;

export const ShopifyVariant = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  productId: z.string().optional(),
  title: z.string(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  inventoryPolicy: z.enum(['deny', 'continue']),
  inventoryQuantity: z.number().nullable(),
  position: z.number(),
  taxable: z.boolean(),
  inventoryItemId: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type ShopifyVariant = z.infer<typeof ShopifyVariant>;

export const ShopifyProduct = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  vendor: z.string(),
  productType: z.string(),
  status: z.enum(['active', 'archived', 'draft']),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  onlineStoreUrl: z.string().nullable(),
  totalInventory: z.number().nullable(),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  category: ShopifyCategory.nullable().optional(),
  images: z.array(ShopifyImage).optional(),
  metafields: z.array(ShopifyMetafield).optional(),
  variants: z.array(ShopifyVariant).optional(),
});
export type ShopifyProduct = z.infer<typeof ShopifyProduct>;

/** Per product: at most this many variants, images and metafields are loaded with it. */
export const RELATION_PAGE = { variants: 20, media: 10, metafields: 25 } as const;

export const VARIANT_FIELDS = `id legacyResourceId title price compareAtPrice sku barcode inventoryPolicy inventoryQuantity position taxable
  selectedOptions { name value } inventoryItem { id }`;

const PRODUCT_CORE = `id legacyResourceId handle title description descriptionHtml vendor productType status tags createdAt updatedAt publishedAt
  onlineStoreUrl totalInventory seo { title description }`;

/** The product fields and the chosen relations, as a selection set. */
export function productSelection(relations: readonly ProductRelation[]): string {
  const parts = [PRODUCT_CORE];
  if (relations.includes('productCategory')) parts.push('category { id name fullName }');
  if (relations.includes('productMedia')) parts.push(`media(first: ${RELATION_PAGE.media}) { nodes { ... on MediaImage { id image { url altText } } } }`);
  if (relations.includes('productMetafields')) parts.push(`metafields(first: ${RELATION_PAGE.metafields}) { nodes { id namespace key type value } }`);
  if (relations.includes('productVariants')) parts.push(`variants(first: ${RELATION_PAGE.variants}) { nodes { ${VARIANT_FIELDS} } }`);
  return parts.join('\n  ');
}

export interface VariantNode {
  id: string;
  legacyResourceId: string;
  title: string;
  price: string;
  compareAtPrice: string | null;
  sku: string | null;
  barcode: string | null;
  inventoryPolicy: string;
  inventoryQuantity: number | null;
  position: number;
  taxable: boolean;
  selectedOptions: Array<{ name: string; value: string }>;
  inventoryItem: { id: string };
  product?: { id: string };
}

export interface ProductNode extends Omit<ShopifyProduct, 'status' | 'images' | 'metafields' | 'variants' | 'category'> {
  status: string;
  category?: ShopifyCategory | null;
  media?: { nodes: Array<{ id?: string; image?: { url: string; altText: string | null } | null }> };
  metafields?: { nodes: ShopifyMetafield[] };
  variants?: { nodes: VariantNode[] };
}

const amount = (value: string | null): number | null => (value === null ? null : Number(value));

export function toVariant(node: VariantNode, productId?: string): ShopifyVariant {
  return {
    id: node.id,
    legacyResourceId: node.legacyResourceId ?? legacyIdOf(node.id),
    productId: productId ?? node.product?.id,
    title: node.title,
    price: Number(node.price),
    compareAtPrice: amount(node.compareAtPrice),
    sku: node.sku,
    barcode: node.barcode,
    inventoryPolicy: node.inventoryPolicy.toLowerCase() as ShopifyVariant['inventoryPolicy'],
    inventoryQuantity: node.inventoryQuantity,
    position: node.position,
    taxable: node.taxable,
    inventoryItemId: node.inventoryItem.id,
    options: node.selectedOptions,
  };
}

export function toProduct(node: ProductNode): ShopifyProduct {
  const { media, metafields, variants, status, category, ...core } = node;
  return {
    ...core,
    status: status.toLowerCase() as ShopifyProduct['status'],
    ...(category === undefined ? {} : { category }),
    ...(media ? { images: media.nodes.flatMap((m) => (m.id && m.image ? [{ id: m.id, url: m.image.url, altText: m.image.altText }] : [])) } : {}),
    ...(metafields ? { metafields: metafields.nodes } : {}),
    ...(variants ? { variants: variants.nodes.map((v) => toVariant(v, node.id)) } : {}),
  };
}
