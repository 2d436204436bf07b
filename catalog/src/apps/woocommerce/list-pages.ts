import { type HttpClient, NonRetryableError, type QueryParams } from '@tandem/catalog/sdk';

/** Items a page: the most the REST API allows. */
export const WOO_PER_PAGE = 100;
export const WOO_MAX_PAGES = 200;

/** Every page of a list: `page` goes up until the `X-WP-TotalPages` the API answers, or `max` items. */
export async function listAllPages<T>(http: HttpClient, path: string, query: Record<string, string | undefined>, max?: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= WOO_MAX_PAGES; page++) {
    const params: QueryParams = { ...query, per_page: WOO_PER_PAGE, page };
    const response = await http.get<T[]>(path, { query: params, responseType: 'json' });
    items.push(...response.body);
    if (max !== undefined && items.length >= max) return items.slice(0, max);
    const totalPages = Number(response.headers['x-wp-totalpages'] ?? page);
    if (page >= totalPages || response.body.length === 0) return items;
  }
  throw new NonRetryableError(`There are more than ${WOO_MAX_PAGES} pages of results; narrow the request`);
}
