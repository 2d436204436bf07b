import { type HttpClient, loadAllPages, paginatePageNumber, type QueryValue } from '@tandem/catalog/sdk';

const PAGE = 100;

/** Every item of a Mailchimp collection (`{ <key>: [...], total_items }`), 100 at a time by `count` and `offset`. */
export async function allByOffset<T>(http: HttpClient, path: string, key: string, query: Record<string, QueryValue> = {}): Promise<T[]> {
  const pages = paginatePageNumber(
    async (page) => (await http.get<Record<string, T[]>>(path, { query: { ...query, count: PAGE, offset: page * PAGE }, responseType: 'json' })).body[key] ?? [],
    { firstPage: 0, pageSize: PAGE },
  );
  return loadAllPages(pages);
}
