import { z } from 'zod';
import { DateOrDateTime } from '../../shared/index.js';
import { ShopifyId } from '../shopify-id.js';
import type { ShopifyProduct } from './product.js';

/** The filters of a product listing. */
export const ProductFilters = z.object({
  status: z.array(z.enum(['active', 'archived', 'draft'])).optional().describe('Status'),
  published: z.enum(['published', 'unpublished', 'any']).optional().describe('Published'),
  handle: z.string().trim().min(1).optional().describe('Handle'),
  ids: z.array(ShopifyId('Product')).optional().describe('Product ids'),
  productType: z.string().trim().min(1).optional().describe('Product type'),
  createdAfter: DateOrDateTime.optional(),
  createdBefore: DateOrDateTime.optional(),
  updatedAfter: DateOrDateTime.optional(),
  updatedBefore: DateOrDateTime.optional(),
  publishedAfter: DateOrDateTime.optional(),
  publishedBefore: DateOrDateTime.optional(),
  /** Stop after this many products. */
  limit: z.number().int().min(1).optional().describe('Limit'),
});
export type ProductFilters = z.infer<typeof ProductFilters>;

const quote = (value: string) => `'${value.replace(/'/g, "\\'")}'`;

/** The filters in Shopify's search syntax (`status:active created_at:>=2026-01-01`). */
export function productSearchQuery(filters: ProductFilters): string {
  const terms: string[] = [];
  if (filters.status?.length) terms.push(`(${filters.status.map((s) => `status:${s}`).join(' OR ')})`);
  if (filters.published && filters.published !== 'any') terms.push(`published_status:${filters.published}`);
  if (filters.handle) terms.push(`handle:${quote(filters.handle)}`);
  if (filters.ids?.length) terms.push(`(${filters.ids.map((id) => `id:${id.split('/').pop()}`).join(' OR ')})`);
  if (filters.productType) terms.push(`product_type:${quote(filters.productType)}`);
  const range = (field: string, after?: string, before?: string) => {
    if (after) terms.push(`${field}:>=${after}`);
    if (before) terms.push(`${field}:<=${before}`);
  };
  range('created_at', filters.createdAfter, filters.createdBefore);
  range('updated_at', filters.updatedAfter, filters.updatedBefore);
  range('published_at', filters.publishedAfter, filters.publishedBefore);
  return terms.join(' ');
}

/** The same filters on loaded products (the products of one collection cannot be searched). */
export function matchesProductFilters(product: ShopifyProduct, filters: ProductFilters): boolean {
  const within = (value: string | null, after?: string, before?: string) =>
    (after === undefined || (value !== null && value >= after)) && (before === undefined || (value !== null && value <= before));
  return (
    (!filters.status?.length || filters.status.includes(product.status)) &&
    (filters.published === undefined || filters.published === 'any' || (filters.published === 'published') === (product.publishedAt !== null)) &&
    (filters.handle === undefined || product.handle === filters.handle) &&
    (!filters.ids?.length || filters.ids.includes(product.id)) &&
    (filters.productType === undefined || product.productType === filters.productType) &&
    within(product.createdAt, filters.createdAfter, filters.createdBefore) &&
    within(product.updatedAt, filters.updatedAfter, filters.updatedBefore) &&
    within(product.publishedAt, filters.publishedAfter, filters.publishedBefore)
  );
}
