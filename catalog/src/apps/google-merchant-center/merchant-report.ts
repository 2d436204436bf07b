import type { HttpClient } from '@tandem/catalog/sdk';
import { readUpTo } from '../shared/read-up-to.js';

/** The most rows one `reports:search` call answers. */
export const REPORT_PAGE_SIZE = 1000;

/**
 * Runs a Merchant Reports query (`SELECT … FROM <view> WHERE …`) and reads up to `limit` rows, page by
 * page; each result holds the view's row under its name (`priceCompetitivenessProductView`).
 */
export async function searchReport<T>(http: HttpClient, account: string, query: string, view: string, limit: number): Promise<T[]> {
  return readUpTo<T>(limit, REPORT_PAGE_SIZE, async (pageSize, pageToken) => {
    const { body } = await http.post<{ results?: Array<Record<string, T>>; nextPageToken?: string }>(`/reports/v1/accounts/${account}/reports:search`, {
      body: { type: 'json', data: { query, pageSize, ...(pageToken === undefined ? {} : { pageToken }) } },
      responseType: 'json',
    });
    return { items: (body.results ?? []).flatMap((result) => (result[view] === undefined ? [] : [result[view]])), nextCursor: body.nextPageToken };
  });
}

/** A string literal of the Merchant Reports query language. */
export const quoteLiteral = (value: string): string => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
