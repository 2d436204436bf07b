import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';

export const SHOPWARE5_PAGE_SIZE = 100;
export const SHOPWARE5_MAX_PAGES = 200;

/** A condition of a list: `filter[i][property]`, `[expression]`, `[value]`. */
export interface Shopware5Filter {
  property: string;
  expression: '=' | '>=' | '<=' | 'LIKE';
  value: string;
}

/** Every page of a list (`limit` and `start`) until `total` entries are loaded, or `max`. */
export async function listAll<T>(http: HttpClient, path: string, filters: readonly Shopware5Filter[] = [], max?: number): Promise<T[]> {
  const conditions = filters.flatMap((f, i) => [[`filter[${i}][property]`, f.property], [`filter[${i}][expression]`, f.expression], [`filter[${i}][value]`, f.value]] as const);
  const items: T[] = [];
  for (let page = 0; page < SHOPWARE5_MAX_PAGES; page++) {
    const query = [...conditions, ['limit', String(SHOPWARE5_PAGE_SIZE)], ['start', String(page * SHOPWARE5_PAGE_SIZE)]] as const;
    const { body } = await http.get<{ data: T[]; total: number }>(path, { query, responseType: 'json' });
    items.push(...body.data);
    if (max !== undefined && items.length >= max) return items.slice(0, max);
    if (items.length >= body.total || body.data.length === 0) return items;
  }
  throw new NonRetryableError(`There are more than ${SHOPWARE5_MAX_PAGES} pages of results; narrow the request`);
}
