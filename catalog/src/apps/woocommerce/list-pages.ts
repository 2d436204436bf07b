import { type HttpClient, type QueryParams, readPages } from '@tandem/catalog/sdk';

/** Items a page: the most the REST API allows. */
export const WOO_PER_PAGE = 100;
export const WOO_MAX_PAGES = 200;

/** Every page of a list: `page` goes up until the `X-WP-TotalPages` the API answers, or `max` items. */
export async function listAllPages<T>(http: HttpClient, path: string, query: Record<string, string | undefined>, max?: number): Promise<T[]> {
  const read = async (page: number) => {
    const params: QueryParams = { ...query, per_page: WOO_PER_PAGE, page };
    const response = await http.get<T[]>(path, { query: params, responseType: 'json' });
    const totalPages = Number(response.headers['x-wp-totalpages'] ?? page);
    return { items: response.body, next: page >= totalPages || response.body.length === 0 ? undefined : page + 1 };
  };
  return readPages(1, read, { maxPages: WOO_MAX_PAGES, ...(max === undefined ? {} : { maxItems: max }) });
}
