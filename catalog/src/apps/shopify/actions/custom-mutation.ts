import { z } from 'zod';
import { defineAction, NonRetryableError, textArea } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { shopifyGraphql } from '../graphql/shopify-graphql.js';
import { ShopifyCustomOutput, Variables, isMutation } from '../custom-graphql.js';

export const ShopifyCustomMutationInput = z.object({ operation: textArea(z.string().trim().min(1).describe('Mutation')), variables: Variables });
export type ShopifyCustomMutationInput = z.infer<typeof ShopifyCustomMutationInput>;

export const shopifyCustomMutation = defineAction({
  app: shopify,
  id: 'custom.mutation',
  displayName: 'Custom mutation',
  description: 'Runs a GraphQL mutation of the Admin API and returns its data (user errors included, as Shopify answers them).',
  categories: ['Ecommerce'],
  // Creates or changes by a difference: a second attempt would do it twice.
  mutates: true,
  input: ShopifyCustomMutationInput,
  output: ShopifyCustomOutput,
  async run({ input, http, signal }) {
    if (!isMutation(input.operation)) throw new NonRetryableError('A custom mutation must start with "mutation"');
    return { data: await shopifyGraphql(http, { query: input.operation, variables: input.variables }, { signal }), pageSize: null };
  },
});
