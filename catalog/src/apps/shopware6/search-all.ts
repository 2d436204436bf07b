import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';

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
  const found: T[] = [];
  for (let page = 1; ; page++) {
    if (page > SHOPWARE6_MAX_PAGES) throw new NonRetryableError(`There are more than ${SHOPWARE6_MAX_PAGES} pages of results; narrow the request`);
    const { body } = await http.post<SearchAnswer<T>>(`/search/${entity}`, { body: { type: 'json', data: { ...criteria, page, limit } }, responseType: 'json' });
    found.push(...body.data);
    if (max !== undefined && found.length >= max) return found.slice(0, max);
    if (body.data.length < limit) return found;
  }
}
