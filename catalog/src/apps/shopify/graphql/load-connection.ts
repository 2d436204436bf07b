import { type GraphqlConnectionPage, type HttpClient, NonRetryableError, paginateGraphql } from '@tandem/catalog/sdk';
import { type GraphqlOptions, shopifyGraphql } from './shopify-graphql.js';

/** At most this many pages of one list (a safety cap; narrow the filters beyond it). */
export const SHOPIFY_MAX_PAGES = 200;

export interface LoadConnectionOptions extends GraphqlOptions {
  /** Items per page (`$first`). */
  pageSize: number;
  /** Stop once this many items are loaded. */
  limit?: number;
  /** The message when an object on the path is null (an unknown id). */
  missing?: string;
}

/**
 * Loads every page of the connection at `path` in the answer of `query`, which takes `$first: Int!`
 * and `$after: String` and selects `nodes` and `pageInfo { hasNextPage endCursor }`.
 */
export async function loadConnection<T>(
  http: HttpClient,
  query: string,
  variables: Record<string, unknown>,
  path: readonly string[],
  options: LoadConnectionOptions,
): Promise<T[]> {
  const pages = paginateGraphql<T>(async (after) => {
    const data = await shopifyGraphql<unknown>(http, { query, variables: { ...variables, first: options.pageSize, after: after ?? null } }, options);
    let node: unknown = data;
    for (const key of path) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      if (node === null || node === undefined) {
        throw new NonRetryableError(options.missing ?? `shopify answered without ${path.join('.')}`);
      }
    }
    return node as GraphqlConnectionPage<T>;
  });
  const items: T[] = [];
  let count = 0;
  for await (const page of pages) {
    if (++count > SHOPIFY_MAX_PAGES) throw new NonRetryableError(`There are more than ${SHOPIFY_MAX_PAGES} pages of results; narrow the request`);
    items.push(...page);
    if (options.limit !== undefined && items.length >= options.limit) return items.slice(0, options.limit);
  }
  return items;
}
