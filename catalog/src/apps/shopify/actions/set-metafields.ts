import { z } from 'zod';
import { defineAction, type HttpClient } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { shopify } from '../app.js';
import { ShopifyMetafield } from '../entities/product.js';
import { checkMetafieldValue, MetafieldName, metafieldText, TypedMetafieldValue } from '../entities/metafield-value.js';
import { shopifyMutation } from '../graphql/shopify-graphql.js';

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

async function setMetafields(http: HttpClient, entries: Entry[], signal: AbortSignal): Promise<ShopifyMetafield[]> {
  const saved: ShopifyMetafield[] = [];
  for (let i = 0; i < entries.length; i += BATCH) {
    const payload = await shopifyMutation<{ metafields: ShopifyMetafield[] }>(http, 'metafieldsSet', { query: SET, variables: { metafields: entries.slice(i, i + BATCH) } }, { signal });
    saved.push(...payload.metafields);
  }
  return saved;
}

export const ShopifySetMetafieldInput = TypedMetafieldValue.extend({
  ownerId: MetafieldOwnerId.describe('Owner'),
  namespace: MetafieldName.describe('Namespace'),
  key: MetafieldName.describe('Key'),
}).superRefine(checkMetafieldValue);
export type ShopifySetMetafieldInput = z.infer<typeof ShopifySetMetafieldInput>;
export const ShopifySetMetafieldsOutput = z.object({ metafields: z.array(ShopifyMetafield) });
export type ShopifySetMetafieldsOutput = z.infer<typeof ShopifySetMetafieldsOutput>;

export const shopifySetMetafield = defineAction({
  app: shopify,
  id: 'metafields.set',
  displayName: 'Set metafield',
  description: 'Sets one metafield (namespace, key, type and value) of a product or another resource.',
  categories: ['Ecommerce'],
  replacedBy: { actionId: 'metafields.setMany', reason: 'Version 2 sets many metafields in one step, each key written as namespace.key.' },
  ...actionRetryTraits['shopify/metafields.set'],
  input: ShopifySetMetafieldInput,
  output: ShopifySetMetafieldsOutput,
  async run({ input, http, signal }) {
    const entry = { ownerId: input.ownerId, namespace: input.namespace, key: input.key, type: input.type, value: metafieldText(input) };
    return { metafields: await setMetafields(http, [entry], signal) };
  },
});

const NAMESPACED_KEY = 'Write the key as namespace.key';
const NamespacedKey = z
  .string()
  .trim()
  .regex(/^[^.]+\.[^.]+$/, NAMESPACED_KEY)
  .transform((key) => key.split('.') as [string, string])
  .pipe(z.tuple([MetafieldName, MetafieldName]));

export const ShopifySetMetafieldsInput = z.object({
  ownerId: MetafieldOwnerId.describe('Owner'),
  metafields: z
    .array(TypedMetafieldValue.extend({ key: NamespacedKey.describe('Key (namespace.key)') }).superRefine(checkMetafieldValue))
    .min(1)
    .describe('Metafields'),
});
export type ShopifySetMetafieldsInput = z.infer<typeof ShopifySetMetafieldsInput>;

export const shopifySetMetafields = defineAction({
  app: shopify,
  id: 'metafields.setMany',
  displayName: 'Set metafields (v2)',
  description: 'Sets several metafields of a product or another resource; each key is written as namespace.key.',
  categories: ['Ecommerce'],
  ...actionRetryTraits['shopify/metafields.setMany'],
  input: ShopifySetMetafieldsInput,
  output: ShopifySetMetafieldsOutput,
  async run({ input, http, signal }) {
    const entries = input.metafields.map((m) => ({ ownerId: input.ownerId, namespace: m.key[0], key: m.key[1], type: m.type, value: metafieldText(m) }));
    return { metafields: await setMetafields(http, entries, signal) };
  },
});
