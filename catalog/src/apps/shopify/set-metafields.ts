import { z } from 'zod';
import type { HttpClient } from '@tandem/catalog/sdk';
import { ShopifyMetafield } from './entities/product.js';
import { shopifyMutation } from './graphql/shopify-graphql.js';

const OWNER_MESSAGE = 'Please provide a product number or the global id of the owner (gid://shopify/<Type>/123)';

/** The resource the metafields belong to: a global id of any type, or a product's number. */
export const MetafieldOwnerId = z
  .union([z.number().int().positive(), z.string().trim().min(1)], { error: OWNER_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value);
    if (/^\d+$/.test(text)) return `gid://shopify/Product/${text}`;
    if (/^gid:\/\/shopify\/[A-Za-z]+\/\d+$/.test(text)) return text;
    ctx.addIssue({ code: 'custom', message: OWNER_MESSAGE });
    return z.NEVER;
  });

/** metafieldsSet takes at most 25 metafields a call. */
const BATCH = 25;

const SET = `mutation SetMetafields($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id namespace key type value } userErrors { field message } }
}`;

type Entry = { ownerId: string; namespace: string; key: string; type: string; value: string };

export async function setMetafields(http: HttpClient, entries: Entry[], signal: AbortSignal): Promise<ShopifyMetafield[]> {
  const saved: ShopifyMetafield[] = [];
  for (let i = 0; i < entries.length; i += BATCH) {
    const payload = await shopifyMutation<{ metafields: ShopifyMetafield[] }>(http, 'metafieldsSet', { query: SET, variables: { metafields: entries.slice(i, i + BATCH) } }, { signal });
    saved.push(...payload.metafields);
  }
  return saved;
}

export const ShopifySetMetafieldsOutput = z.object({ metafields: z.array(ShopifyMetafield) });
export type ShopifySetMetafieldsOutput = z.infer<typeof ShopifySetMetafieldsOutput>;
