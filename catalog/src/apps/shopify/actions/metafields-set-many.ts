import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { checkMetafieldValue, MetafieldName, metafieldText, TypedMetafieldValue } from '../entities/metafield-value.js';
import { MetafieldOwnerId, ShopifySetMetafieldsOutput, setMetafields } from '../set-metafields.js';

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
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifySetMetafieldsInput,
  output: ShopifySetMetafieldsOutput,
  async run({ input, http, signal }) {
    const entries = input.metafields.map((m) => ({ ownerId: input.ownerId, namespace: m.key[0], key: m.key[1], type: m.type, value: metafieldText(m) }));
    return { metafields: await setMetafields(http, entries, signal) };
  },
});
