import { type HttpClient, type QueryValue, readPages } from '@tandem/catalog/sdk';

const PAGE = 100;

/** Every item of a Mailchimp collection (`{ <key>: [...], total_items }`), 100 at a time by `count` and `offset`. */
export async function allByOffset<T>(http: HttpClient, path: string, key: string, query: Record<string, QueryValue> = {}): Promise<T[]> {
  return readPages(0, async (offset: number) => {
    const items = (await http.get<Record<string, T[]>>(path, { query: { ...query, count: PAGE, offset }, responseType: 'json' })).body[key] ?? [];
    return { items, next: items.length < PAGE ? undefined : offset + PAGE };
  });
}
