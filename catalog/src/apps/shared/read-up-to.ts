import { loadAllPages, paginateCursor } from '@tandem/catalog/sdk';

export interface LimitedPage<T> {
  items: readonly T[];
  nextCursor?: string | undefined;
}

/**
 * Reads pages of a cursor API until `limit` items are in or the pages end; each page asks for at
 * most `pageSize` items and no more than are still wanted.
 */
export async function readUpTo<T>(limit: number, pageSize: number, fetchPage: (size: number, cursor: string | undefined) => Promise<LimitedPage<T>>): Promise<T[]> {
  let read = 0;
  const items = await loadAllPages(
    paginateCursor<T>(async (cursor) => {
      if (read >= limit) return { items: [] };
      const page = await fetchPage(Math.min(pageSize, limit - read), cursor);
      read += page.items.length;
      return { items: page.items, nextCursor: read >= limit ? undefined : page.nextCursor };
    }),
    { maxPages: Math.ceil(limit / pageSize) + 1 },
  );
  return items.slice(0, limit);
}
