import { z } from 'zod';
import { defineAction, NonRetryableError, textArea } from '@tandem/catalog/sdk';
import { shopify } from '../app.js';
import { loadConnection } from '../graphql/load-connection.js';
import { shopifyGraphql } from '../graphql/shopify-graphql.js';
import { ShopifyCustomOutput, Variables, isMutation } from '../custom-graphql.js';

export const ShopifyCustomQueryInput = z.object({
  operation: textArea(z.string().trim().min(1).describe('Query')),
  variables: Variables,
  /**
   * Where the connection to page through sits in the answer (`products`, `collection.products`): the
   * query then takes `$first: Int!` and `$after: String` and selects `nodes` and
   * `pageInfo { hasNextPage endCursor }`, and every page is loaded.
   */
  paginationFunctionPath: z.string().trim().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'Write the path as field.field').optional().describe('Pagination path'),
  /** Items a page when paginating (`$first`). */
  pageSize: z.number().int().min(1).max(250).default(50).describe('Page size'),
});
export type ShopifyCustomQueryInput = z.infer<typeof ShopifyCustomQueryInput>;

/** Whether a GraphQL operation declares the variable `$name`. */
const declares = (operation: string, name: string) => new RegExp(`\\$${name}\\s*:`).test(operation);

export const shopifyCustomQuery = defineAction({
  app: shopify,
  id: 'custom.query',
  displayName: 'Custom query',
  description: 'Runs a GraphQL query of the Admin API; with a pagination path it loads every page of that connection.',
  categories: ['Ecommerce'],
  mutates: false,
  input: ShopifyCustomQueryInput,
  output: ShopifyCustomOutput,
  async run({ input, http, signal }) {
    if (isMutation(input.operation)) throw new NonRetryableError('A custom query cannot run a mutation; use the custom mutation action');
    if (input.paginationFunctionPath === undefined) {
      return { data: await shopifyGraphql(http, { query: input.operation, variables: input.variables }, { signal }), pageSize: null };
    }
    // Pages are asked for with `first` and `after`: Shopify refuses variables the operation does not declare.
    const missing = ['first', 'after'].filter((name) => !declares(input.operation, name));
    if (missing.length > 0) {
      throw new NonRetryableError(`With a pagination path the query must declare $first: Int! and $after: String (missing: ${missing.map((m) => `$${m}`).join(', ')})`);
    }
    const path = input.paginationFunctionPath.split('.');
    const nodes = await loadConnection(http, input.operation, input.variables, path, { pageSize: input.pageSize, signal });
    return { data: nodes, pageSize: input.pageSize };
  },
});
