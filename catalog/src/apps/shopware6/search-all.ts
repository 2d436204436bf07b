import { type HttpClient, readPages } from '@tandem/catalog/sdk';

/** At most this many pages of one search (a safety cap). */
export const SHOPWARE6_MAX_PAGES = 200;

export interface SearchAnswer<T> {
  total?: number;
  data: T[];
}

/**
 * Every page of a search (`POST /search/<entity>` with criteria): pages of `limit` until a short
 * page, or until `max` entities are loaded.
 */
export async function searchAll<T>(http: HttpClient, entity: string, criteria: Record<string, unknown>, limit: number, max?: number): Promise<T[]> {
  const read = async (page: number) => {
    const { body } = await http.post<SearchAnswer<T>>(`/search/${entity}`, { body: { type: 'json', data: { ...criteria, page, limit } }, responseType: 'json' });
    return { items: body.data, next: body.data.length < limit ? undefined : page + 1 };
  };
  return readPages(1, read, { maxPages: SHOPWARE6_MAX_PAGES, ...(max === undefined ? {} : { maxItems: max }) });
}
