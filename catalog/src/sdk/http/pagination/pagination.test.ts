import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';
import { NonRetryableError } from '../../errors/index.js';
import { createHttpClient } from '../http-client.js';
import { loadAllPages } from './load-all-pages.js';
import { parseLinkHeader } from './link-header.js';
import { paginateCursor } from './paginate-cursor.js';
import { paginateGraphql } from './paginate-graphql.js';
import { paginateLinkHeader } from './paginate-link-header.js';
import { paginatePageNumber } from './paginate-page-number.js';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('pagination', () => {
  it('walks page numbers until a short page', async () => {
    const asked: number[] = [];
    const pages = paginatePageNumber(async (page) => (asked.push(page), items.slice((page - 1) * 10, page * 10)), { pageSize: 10 });
    expect(await loadAllPages(pages)).toEqual(items);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('follows cursors and GraphQL pageInfo', async () => {
    const cursorPages = paginateCursor(async (cursor) => {
      const start = Number(cursor ?? 0);
      return { items: items.slice(start, start + 10), nextCursor: start + 10 < items.length ? String(start + 10) : null };
    });
    expect(await loadAllPages(cursorPages)).toEqual(items);
    const gqlPages = paginateGraphql(async (after) => {
      const start = Number(after ?? 0);
      return { nodes: items.slice(start, start + 10), pageInfo: { hasNextPage: start + 10 < items.length, endCursor: String(start + 10) } };
    });
    expect(await loadAllPages(gqlPages)).toEqual(items);
  });

  it('follows Link rel=next headers through the HTTP client', async () => {
    server = await startFakeServer((req) => {
      const page = Number(req.query.get('page_info') ?? 1);
      const link = page < 3 ? `<${server!.url}/admin/products.json?limit=10&page_info=${page + 1}>; rel="next"` : `<${server!.url}/x>; rel="previous"`;
      return jsonResponse(200, { products: items.slice((page - 1) * 10, page * 10) }, { link });
    });
    const http = createHttpClient({ baseUrl: server.url, auth: { kind: 'apiKeyHeader', name: 'X-Shopify-Access-Token', value: 'shpat' } });
    const pages = paginateLinkHeader(http, { path: '/admin/products.json', query: { limit: 10 } }, (body) => (body as { products: number[] }).products);
    expect(await loadAllPages(pages)).toEqual(items);
    expect(server.requests.map((r) => r.headers['x-shopify-access-token'])).toEqual(['shpat', 'shpat', 'shpat']);
  });

  it('parses Link headers with several relations', () => {
    expect(parseLinkHeader('<https://a/?p=1>; rel="previous", <https://a/?p=3>; rel="next"')).toEqual({ previous: 'https://a/?p=1', next: 'https://a/?p=3' });
    expect(parseLinkHeader(null)).toEqual({});
  });

  it('stops at the safety cap', async () => {
    const endless = () => paginatePageNumber(async (page) => [page]);
    await expect(loadAllPages(endless(), { maxPages: 5 })).rejects.toBeInstanceOf(NonRetryableError);
    expect(await loadAllPages(endless(), { maxPages: 5, onCap: 'stop' })).toEqual([1, 2, 3, 4, 5]);
  });
});
