import { type HttpClient, readPages } from '@tandem/catalog/sdk';
import { utcSeconds } from '../shared/index.js';

/** Items a page of a search. */
export const MAGENTO_PAGE_SIZE = 100;
export const MAGENTO_MAX_PAGES = 200;

/** One condition of a search: filters of a group are ORed, groups are ANDed. */
export interface MagentoFilter {
  field: string;
  value: string;
  condition: 'eq' | 'neq' | 'gteq' | 'lteq' | 'gt' | 'lt' | 'like' | 'in';
}

/** The `searchCriteria[...]` query of a search, one filter group per filter. */
export function searchCriteria(filters: readonly MagentoFilter[], pageSize: number, currentPage: number): Array<readonly [string, string]> {
  return [
    ...filters.flatMap((f, g) => {
      const at = `searchCriteria[filter_groups][${g}][filters][0]`;
      return [[`${at}[field]`, f.field], [`${at}[value]`, f.value], [`${at}[condition_type]`, f.condition]] as const;
    }),
    ['searchCriteria[pageSize]', String(pageSize)],
    ['searchCriteria[currentPage]', String(currentPage)],
  ];
}

/**
 * Every page of a search. Magento answers the last page again past the end, so the pages stop at
 * `total_count`, not at an empty page.
 */
export async function searchAll<T>(http: HttpClient, path: string, filters: readonly MagentoFilter[], max?: number): Promise<T[]> {
  let loaded = 0;
  const read = async (page: number) => {
    const { body } = await http.get<{ items: T[]; total_count: number }>(path, { query: searchCriteria(filters, MAGENTO_PAGE_SIZE, page), responseType: 'json' });
    loaded += body.items.length;
    return { items: body.items, next: loaded >= body.total_count || body.items.length === 0 ? undefined : page + 1 };
  };
  return readPages(1, read, { maxPages: MAGENTO_MAX_PAGES, ...(max === undefined ? {} : { maxItems: max }) });
}

/** Magento's date-time in filters and answers: `YYYY-MM-DD HH:MM:SS` in UTC. */
export const magentoTime = (moment: string): string => utcSeconds(moment).replace('T', ' ');
