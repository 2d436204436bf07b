import { NonRetryableError } from '../../errors/non-retryable-error.js';

/** The default safety cap on the pages of one listing. */
export const DEFAULT_MAX_PAGES = 100;

/** One page of a listing and the key of the next one; none (undefined, null or '') on the last page. */
export interface Page<T, K> {
  items: readonly T[];
  next?: K | null | undefined;
}

export interface ReadPagesOptions {
  /** Read at most this many pages (default 100). A listing with more fails, or ends there with `onCap: 'stop'`. */
  maxPages?: number;
  onCap?: 'throw' | 'stop';
  /** The message of that failure (default: "There are more than <maxPages> pages of results; narrow the request"). */
  tooManyPages?: string;
  /** Stop once this many items are in; the rest of the last page is dropped. */
  maxItems?: number;
}

/**
 * Reads every page of a listing, in any paging style: `fetchPage(key, wanted)` loads the page at
 * `key` — a cursor or page token (`first` undefined), a page number or offset, the next page's URL —
 * and names the next page's key; `wanted` is how many items are still wanted (for a page size that
 * asks for no more). A key seen before ends the listing (an API that answers the same cursor again).
 * One page past the cap is read to tell "exactly the cap" (ends well) from "more" (fails).
 */
export async function readPages<T, K>(first: K, fetchPage: (key: K, wanted: number) => Promise<Page<T, K>>, options: ReadPagesOptions = {}): Promise<T[]> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  const items: T[] = [];
  const seen = new Set<K>([first]);
  let key = first;
  for (let read = 0; ; read++) {
    const page = await fetchPage(key, maxItems - items.length);
    if (read === maxPages) {
      if (page.items.length > 0 && options.onCap !== 'stop') throw new NonRetryableError(options.tooManyPages ?? `There are more than ${maxPages} pages of results; narrow the request`);
      return items;
    }
    items.push(...page.items);
    if (items.length >= maxItems) return items.slice(0, maxItems);
    const next = page.next;
    if (next === undefined || next === null || next === '' || seen.has(next)) return items;
    seen.add(next);
    key = next;
  }
}
