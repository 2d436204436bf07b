import { type HttpClient, type QueryParams, readPages } from '@tandem/catalog/sdk';

export interface GoogleListOptions {
  query?: Record<string, string | number | boolean | undefined>;
  /** Another host of the same API (e.g. the Analytics Admin API next to the Data API). */
  baseUrl?: string;
  pageSize?: number;
}

/** Every item of a Google list method (`pageSize`/`pageToken`, items under `field`, `nextPageToken`). */
export async function listAllGoogle<T>(http: HttpClient, path: string, field: string, options: GoogleListOptions = {}): Promise<T[]> {
  return readPages(undefined, async (pageToken: string | undefined) => {
    const query: QueryParams = { ...options.query, pageSize: options.pageSize, pageToken };
    const { body } = await http.get<Record<string, unknown> | null>(path, { query, baseUrl: options.baseUrl, responseType: 'json' });
    return { items: (body?.[field] as T[] | undefined) ?? [], next: body?.nextPageToken as string | undefined };
  });
}
