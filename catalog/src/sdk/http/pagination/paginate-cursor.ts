export interface CursorPage<T> {
  items: readonly T[];
  /** The cursor of the next page; absent, null or empty on the last page. */
  nextCursor?: string | null;
}

/** Pages of a cursor API (`?cursor=...`, Klaviyo `page[cursor]`, Meta `after`). */
export async function* paginateCursor<T>(
  fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>,
): AsyncGenerator<readonly T[]> {
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const page = await fetchPage(cursor);
    if (page.items.length > 0) yield page.items;
    const next = page.nextCursor ?? undefined;
    if (!next || seen.has(next)) return;
    seen.add(next);
    cursor = next;
  }
}
