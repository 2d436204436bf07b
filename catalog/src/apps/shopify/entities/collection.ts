import { z } from 'zod';

export const ShopifyCollection = z.object({
  id: z.string(),
  legacyResourceId: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  updatedAt: z.string(),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  productsCount: z.number(),
  /** Smart collections: the rules that pick their products; null for custom collections. */
  ruleSet: z
    .object({ appliedDisjunctively: z.boolean(), rules: z.array(z.object({ column: z.string(), relation: z.string(), condition: z.string() })) })
    .nullable(),
});
export type ShopifyCollection = z.infer<typeof ShopifyCollection>;

export const COLLECTION_FIELDS = `id legacyResourceId title handle description descriptionHtml updatedAt seo { title description }
  productsCount { count } ruleSet { appliedDisjunctively rules { column relation condition } }`;

export type CollectionNode = Omit<ShopifyCollection, 'productsCount'> & { productsCount: { count: number } | null };

export const toCollection = (node: CollectionNode): ShopifyCollection => ({ ...node, productsCount: node.productsCount?.count ?? 0 });
