import type { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { checkMetafieldValue, MetafieldName, metafieldText, TypedMetafieldValue } from '../entities/metafield-value.js';
import { MetafieldOwnerId, ShopifySetMetafieldsOutput, setMetafields } from '../set-metafields.js';

export const ShopifySetMetafieldInput = TypedMetafieldValue.extend({
  ownerId: MetafieldOwnerId.describe('Owner'),
  namespace: MetafieldName.describe('Namespace'),
  key: MetafieldName.describe('Key'),
}).superRefine(checkMetafieldValue);
export type ShopifySetMetafieldInput = z.infer<typeof ShopifySetMetafieldInput>;

export const shopifySetMetafield = defineAction({
  app: shopify,
  id: 'metafields.set',
  displayName: 'Set metafield',
  description: 'Sets one metafield (namespace, key, type and value) of a product or another resource.',
  categories: ['Ecommerce'],
  replacedBy: { actionId: 'metafields.setMany', reason: 'Version 2 sets many metafields in one step, each key written as namespace.key.' },
  // Sets fields, adds or removes members: the same call twice leaves the shop as once.
  mutates: true,
  idempotent: true,
  input: ShopifySetMetafieldInput,
  output: ShopifySetMetafieldsOutput,
  async run({ input, http, signal }) {
    const entry = { ownerId: input.ownerId, namespace: input.namespace, key: input.key, type: input.type, value: metafieldText(input) };
    return { metafields: await setMetafields(http, [entry], signal) };
  },
});
