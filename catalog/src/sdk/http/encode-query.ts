import type { QueryParams } from './http-types.js';

/** Key/value pairs of query or form parameters; `undefined` and `null` values are left out. */
export function queryPairs(params: QueryParams | undefined): Array<[string, string]> {
  if (params === undefined) return [];
  if (Array.isArray(params)) return params.map(([k, v]): [string, string] => [k, v]);
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null) pairs.push([key, String(v)]);
    }
  }
  return pairs;
}

/** Appends query parameters to a URL. */
export function withQuery(url: string, params: QueryParams | undefined): string {
  const pairs = queryPairs(params);
  if (pairs.length === 0) return url;
  const parsed = new URL(url);
  for (const [k, v] of pairs) parsed.searchParams.append(k, v);
  return parsed.toString();
}
