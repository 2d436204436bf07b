import { type HttpClient, readPages } from '@tandem/catalog/sdk';

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
  let loaded = 0;
  const read = async (start: number) => {
    const query = [...conditions, ['limit', String(SHOPWARE5_PAGE_SIZE)], ['start', String(start)]] as const;
    const { body } = await http.get<{ data: T[]; total: number }>(path, { query, responseType: 'json' });
    loaded += body.data.length;
    return { items: body.data, next: loaded >= body.total || body.data.length === 0 ? undefined : start + SHOPWARE5_PAGE_SIZE };
  };
  return readPages(0, read, { maxPages: SHOPWARE5_MAX_PAGES, ...(max === undefined ? {} : { maxItems: max }) });
}
