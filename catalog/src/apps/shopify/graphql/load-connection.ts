import { type HttpClient, NonRetryableError, readPages } from '@tandem/catalog/sdk';
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

/** A Relay connection page: `{ nodes, pageInfo { hasNextPage endCursor } }`. */
interface GraphqlConnection<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
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
  const read = async (after: string | undefined) => {
    const data = await shopifyGraphql<unknown>(http, { query, variables: { ...variables, first: options.pageSize, after: after ?? null } }, options);
    let node: unknown = data;
    for (const key of path) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      if (node === null || node === undefined) {
        throw new NonRetryableError(options.missing ?? `shopify answered without ${path.join('.')}`);
      }
    }
    const { nodes, pageInfo } = node as GraphqlConnection<T>;
    return { items: nodes, next: pageInfo.hasNextPage ? pageInfo.endCursor : undefined };
  };
  return readPages(undefined, read, { maxPages: SHOPIFY_MAX_PAGES, ...(options.limit === undefined ? {} : { maxItems: options.limit }) });
}
