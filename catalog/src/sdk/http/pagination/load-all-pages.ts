import { NonRetryableError } from '../../errors/non-retryable-error.js';

/** The default safety cap of "load all pages". */
export const DEFAULT_MAX_PAGES = 100;

export interface LoadAllPagesOptions {
  /** Stop after this many pages (default 100). */
  maxPages?: number;
  /** What to do when there are more pages than the cap: fail (default) or keep what was loaded. */
  onCap?: 'throw' | 'stop';
}

/** Collects every item of a page iterator, with a safety cap on the number of pages. */
export async function loadAllPages<T>(pages: AsyncIterable<readonly T[]>, options: LoadAllPagesOptions = {}): Promise<T[]> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const items: T[] = [];
  let count = 0;
  for await (const page of pages) {
    if (count === maxPages) {
      if (options.onCap === 'stop') break;
      throw new NonRetryableError(`There are more than ${maxPages} pages of results; narrow the request`);
    }
    count += 1;
    items.push(...page);
  }
  return items;
}
