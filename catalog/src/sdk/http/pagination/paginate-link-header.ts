import type { HttpClient, HttpRequestOptions, HttpResponse } from '../http-types.js';
import { parseLinkHeader } from './link-header.js';

/**
 * Pages of an API that links the next page in a `Link: <...>; rel="next"` header (Shopify REST,
 * WooCommerce, GitHub). `itemsOf` picks the list out of each response body.
 */
export async function* paginateLinkHeader<T>(
  http: HttpClient,
  first: HttpRequestOptions,
  itemsOf: (body: unknown) => readonly T[],
): AsyncGenerator<readonly T[]> {
  let request: HttpRequestOptions | undefined = first;
  const seen = new Set<string>();
  while (request !== undefined) {
    const response: HttpResponse = await http.request(request);
    const items = itemsOf(response.body);
    if (items.length > 0) yield items;
    const next: string | undefined = parseLinkHeader(response.headers['link']).next;
    if (next === undefined || seen.has(next)) return;
    seen.add(next);
    const absolute: string = new URL(next, response.url).toString();
    request = { method: first.method, path: absolute, headers: first.headers, responseType: first.responseType, timeoutMs: first.timeoutMs };
  }
}
