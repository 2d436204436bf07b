import { paginateCursor } from './paginate-cursor.js';

/** A Relay connection page: `{ nodes, pageInfo { hasNextPage endCursor } }` (Shopify Admin GraphQL). */
export interface GraphqlConnectionPage<T> {
  nodes: readonly T[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** Pages of a GraphQL connection; `fetchPage` receives the `after` cursor. */
export function paginateGraphql<T>(
  fetchPage: (after: string | undefined) => Promise<GraphqlConnectionPage<T>>,
): AsyncGenerator<readonly T[]> {
  return paginateCursor(async (after) => {
    const { nodes, pageInfo } = await fetchPage(after);
    return { items: nodes, nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : undefined };
  });
}
