import { type HttpClient, readPages } from '@tandem/catalog/sdk';

/** The most rows one `reports:search` call answers. */
export const REPORT_PAGE_SIZE = 1000;

/**
 * Runs a Merchant Reports query (`SELECT … FROM <view> WHERE …`) and reads up to `limit` rows, page by
 * page; each result holds the view's row under its name (`priceCompetitivenessProductView`).
 */
export async function searchReport<T>(http: HttpClient, account: string, query: string, view: string, limit: number): Promise<T[]> {
  const read = async (pageToken: string | undefined, wanted: number) => {
    const { body } = await http.post<{ results?: Array<Record<string, T>>; nextPageToken?: string }>(`/reports/v1/accounts/${account}/reports:search`, {
      body: { type: 'json', data: { query, pageSize: Math.min(REPORT_PAGE_SIZE, wanted), ...(pageToken === undefined ? {} : { pageToken }) } },
      responseType: 'json',
    });
    return { items: (body.results ?? []).flatMap((result) => (result[view] === undefined ? [] : [result[view]])), next: body.nextPageToken };
  };
  return readPages(undefined, read, { maxItems: limit, maxPages: Math.ceil(limit / REPORT_PAGE_SIZE) + 1 });
}

/** A string literal of the Merchant Reports query language. */
export const quoteLiteral = (value: string): string => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
