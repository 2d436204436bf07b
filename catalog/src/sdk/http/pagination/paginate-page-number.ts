export interface PageNumberOptions {
  /** The first page number (default 1). */
  firstPage?: number;
  /** A page shorter than this is the last one. Without it, only an empty page ends the listing. */
  pageSize?: number;
}

/** Pages of a page-number API (`?page=2&per_page=100`, WooCommerce, Shopware). */
export async function* paginatePageNumber<T>(
  fetchPage: (page: number) => Promise<readonly T[]>,
  options: PageNumberOptions = {},
): AsyncGenerator<readonly T[]> {
  for (let page = options.firstPage ?? 1; ; page += 1) {
    const items = await fetchPage(page);
    if (items.length > 0) yield items;
    if (items.length === 0 || (options.pageSize !== undefined && items.length < options.pageSize)) return;
  }
}
