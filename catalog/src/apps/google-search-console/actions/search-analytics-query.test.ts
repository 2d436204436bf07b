import { afterEach, describe, expect, it } from 'vitest';
import { type SearchConsoleFakeRow, startFake, type StartedFake } from '../../../testing/index.js';
import { AuthError, NonRetryableError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { SEARCH_CONSOLE_PROPERTY_MESSAGE } from '../app.js';
import { searchConsoleQuery } from './search-analytics-query.js';
import { searchConsoleSitesGetAll } from './sites-get-all.js';

let fake: StartedFake<'google-search-console'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (input: unknown, config: unknown = { property: 'sc-domain:example.com' }) =>
  runAction(searchConsoleQuery, { input, auth: { refreshToken: 'r', accessToken: fake!.tokens.readOnly }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-search-console searchAnalytics.query', () => {
  it('names each row by its segments and posts the query to the property', async () => {
    fake = await startFake('google-search-console');
    const output = await run({ startDate: '2026-11-16T06:00:00.000Z', endDate: '2026-11-22', dimensions: ['query', 'device'] });
    expect(output).toEqual({
      rowCount: 3,
      rows: [
        { query: 'running shoes', device: 'MOBILE', clicks: 40, impressions: 800, ctr: 0.05, position: 3.2 },
        { query: 'trail shoes', device: 'DESKTOP', clicks: 10, impressions: 400, ctr: 0.025, position: 6.5 },
        { query: 'wool socks', device: 'MOBILE', clicks: 5, impressions: 250, ctr: 0.02, position: 9.1 },
      ],
    });
    const [request] = fake.requests;
    expect(request?.path).toBe('/webmasters/v3/sites/sc-domain%3Aexample.com/searchAnalytics/query');
    expect(request?.headers.authorization).toBe(`Bearer ${fake.tokens.readOnly}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      dimensions: ['query', 'device'],
      type: 'web',
      dataState: 'final',
      rowLimit: 1000,
      startRow: 0,
    });
  });

  it('reads past 25,000 rows with startRow and stops at the limit', async () => {
    const rows: SearchConsoleFakeRow[] = Array.from({ length: 30_010 }, (_, i) => ({
      date: '2026-11-20', page: `https://shop.example/p/${i}`, query: `q${i}`, device: 'MOBILE', country: 'deu', clicks: 1, impressions: 10, position: 5,
    }));
    fake = await startFake('google-search-console', { properties: { 'https://shop.example/': rows } });
    const output = (await run({ property: 'https://shop.example/', startDate: '2026-11-01', endDate: '2026-11-30', dimensions: ['page'], limit: 30_000 })) as { rowCount: number };
    expect(output.rowCount).toBe(30_000);
    expect(fake.requests.map((r) => JSON.parse(r.body) as { rowLimit: number; startRow: number }).map((b) => [b.startRow, b.rowLimit])).toEqual([
      [0, 25_000],
      [25_000, 5_000],
    ]);
  });

  it('filters rows and needs a property and at least one segment', async () => {
    fake = await startFake('google-search-console');
    const filtered = await run({ startDate: '2026-11-01', endDate: '2026-11-30', dimensions: ['page'], filters: [{ dimension: 'query', operator: 'contains', expression: 'socks' }] });
    expect(filtered).toMatchObject({ rows: [{ page: 'https://www.example.com/socks', clicks: 9, impressions: 450 }] });
    await expect(run({ startDate: '2026-11-01', endDate: '2026-11-30', dimensions: ['page'] }, {})).rejects.toThrow(SEARCH_CONSOLE_PROPERTY_MESSAGE);
    await expect(run({ property: 'example.com', startDate: '2026-11-01', endDate: '2026-11-30', dimensions: ['page'] })).rejects.toThrow(SEARCH_CONSOLE_PROPERTY_MESSAGE);
    await expect(run({ startDate: '2026-11-01', endDate: '2026-11-30', dimensions: [] })).rejects.toThrow('Choose at least one of page, query, device and country');
    expect(fake.requests).toHaveLength(1);
  });

  it('maps Google error bodies: an unknown token and a property the user may not see', async () => {
    fake = await startFake('google-search-console');
    const input = { startDate: '2026-11-01', endDate: '2026-11-30', dimensions: ['page'] };
    const denied = runAction(searchConsoleQuery, { input, auth: { refreshToken: 'r', accessToken: 'wrong' }, config: { property: 'sc-domain:example.com' }, baseUrlOverrides: fake.baseUrlOverrides });
    await expect(denied).rejects.toBeInstanceOf(AuthError);
    await expect(denied).rejects.toThrow('google-search-console answered 401 Unauthorized: Request had invalid authentication credentials.');
    await expect(run({ ...input, property: 'sc-domain:other.example' })).rejects.toThrow("User does not have sufficient permission for site 'sc-domain:other.example'");
    await expect(run({ ...input, startDate: '2026-11' })).rejects.toBeInstanceOf(NonRetryableError);
  });
});

describe('google-search-console sites.getAll', () => {
  it('lists the properties the account can see', async () => {
    fake = await startFake('google-search-console');
    const output = await runAction(searchConsoleSitesGetAll, { input: {}, auth: { refreshToken: 'r', accessToken: fake.tokens.readOnly }, baseUrlOverrides: fake.baseUrlOverrides });
    expect(output).toEqual({ sites: [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }] });
  });

  it('refuses a query that drifts from the Search Console Discovery document: an unknown field, a wrong enum', async () => {
    fake = await startFake('google-search-console');
    const query = (body: unknown) =>
      fetch(`${fake!.baseUrlOverrides['google-search-console']}/webmasters/v3/sites/sc-domain%3Aexample.com/searchAnalytics/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake!.tokens.readOnly}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: { status: string; message: string } }).error }));
    const base = { startDate: '2026-11-16', endDate: '2026-11-22', dimensions: ['query'] };
    expect(await query({ ...base, metrics: ['clicks'] })).toEqual({
      status: 400,
      error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload received. Unknown name "metrics": Cannot find field.' }),
    });
    expect(await query({ ...base, dataState: 'fresh' })).toEqual({ status: 400, error: expect.objectContaining({ message: `Invalid value at 'data_state' (TYPE_ENUM), "fresh"` }) });
    expect(await query({ ...base, dimensions: ['searchAppearance'], type: 'googleNews', dataState: 'all' })).toMatchObject({ status: 200 });
  });
});
