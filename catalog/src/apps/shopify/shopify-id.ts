import { z } from 'zod';

/** Global id types the actions take. */
export type ShopifyIdType =
  | 'Product'
  | 'ProductVariant'
  | 'Collection'
  | 'InventoryItem'
  | 'Location'
  | 'Order'
  | 'TaxonomyCategory'
  | 'Customer';

/**
 * A Shopify id as a step gives it: a number (`632910392`), digits, or a global id
 * (`gid://shopify/Product/632910392`); numbers become the global id of `type`.
 */
export function ShopifyId(type: ShopifyIdType) {
  const message = `Please provide a number or a global id like gid://shopify/${type}/123`;
  return z
    .union([z.number().int().positive(), z.string().trim().min(1)], { error: message })
    .transform((value, ctx) => {
      const text = String(value);
      if (/^\d+$/.test(text)) return `gid://shopify/${type}/${text}`;
      if (new RegExp(`^gid://shopify/${type}/\\S+$`).test(text)) return text;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** The numeric part of a global id (`gid://shopify/Product/12` → `12`). */
export const legacyIdOf = (gid: string): string => /\/(\d+)(?:\?.*)?$/.exec(gid)?.[1] ?? gid;
