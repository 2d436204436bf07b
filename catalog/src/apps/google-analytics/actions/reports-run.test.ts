import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsFakeRow, startFake, type StartedFake } from '../../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { analyticsRunReport } from './reports-run.js';

let fake: StartedFake<'google-analytics'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (input: unknown, config: unknown = { propertyId: 'properties/1000' }) =>
  runAction(analyticsRunReport, { input, auth: { refreshToken: 'r', accessToken: fake!.token }, config, baseUrlOverrides: fake!.baseUrlOverrides });
const week = { startDate: '2026-11-16', endDate: '2026-11-22' };

describe('google-analytics reports.run', () => {
  it('answers the full report with headers, rows, aggregations, row count, metadata and records', async () => {
    fake = await startFake('google-analytics');
    const output = await run({
      dateRanges: [week],
      dimensions: ['pagePath'],
      metrics: ['sessions', 'totalRevenue'],
      orderBys: [{ metric: { metricName: 'sessions' }, desc: true }],
      metricAggregations: ['TOTAL', 'MAXIMUM', 'MINIMUM'],
    });
    expect(output).toEqual({
      dimensionHeaders: [{ name: 'pagePath' }],
      metricHeaders: [{ name: 'sessions', type: 'TYPE_INTEGER' }, { name: 'totalRevenue', type: 'TYPE_CURRENCY' }],
      rows: [
        { dimensionValues: [{ value: '/checkout' }], metricValues: [{ value: '280' }, { value: '696.5' }] },
        { dimensionValues: [{ value: '/socks' }], metricValues: [{ value: '210' }, { value: '0' }] },
        { dimensionValues: [{ value: '/shoes' }], metricValues: [{ value: '140' }, { value: '0' }] },
      ],
      totals: [{ dimensionValues: [{ value: 'RESERVED_TOTAL' }], metricValues: [{ value: '630' }, { value: '696.5' }] }],
      maximums: [{ dimensionValues: [{ value: 'RESERVED_MAX' }], metricValues: [{ value: '280' }, { value: '696.5' }] }],
      minimums: [{ dimensionValues: [{ value: 'RESERVED_MIN' }], metricValues: [{ value: '140' }, { value: '0' }] }],
      rowCount: 3,
      metadata: { currencyCode: 'EUR', timeZone: 'Europe/Berlin' },
      kind: 'analyticsData#runReport',
      records: [
        { pagePath: '/checkout', sessions: 280, totalRevenue: 696.5 },
        { pagePath: '/socks', sessions: 210, totalRevenue: 0 },
        { pagePath: '/shoes', sessions: 140, totalRevenue: 0 },
      ],
    });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1beta/properties/1000:runReport');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ limit: '10000', offset: '0', dimensions: [{ name: 'pagePath' }], metrics: [{ name: 'sessions' }, { name: 'totalRevenue' }] });
  });

  it('reads every page from the offset when asked, limit rows a request', async () => {
    const rows: AnalyticsFakeRow[] = Array.from({ length: 25 }, (_, i) => ({ dimensions: { date: '20261120', pagePath: `/p/${String(i).padStart(2, '0')}` }, metrics: { sessions: i } }));
    fake = await startFake('google-analytics', { properties: { '7': { displayName: 'x', account: '100', currencyCode: 'USD', timeZone: 'UTC', rows } } });
    const input = { propertyId: '7', dateRanges: [week], dimensions: ['pagePath'], metrics: ['sessions'], orderBys: [{ dimension: { dimensionName: 'pagePath' } }], limit: 10, offset: 2 };
    const one = (await run(input)) as { rows: unknown[]; rowCount: number };
    expect([one.rows.length, one.rowCount]).toEqual([10, 25]);
    const all = (await run({ ...input, loadAllPages: true })) as { records: Array<{ pagePath: string }> };
    expect(all.records.map((r) => r.pagePath)).toEqual(rows.slice(2).map((r) => r.dimensions.pagePath));
    expect(fake.requests.slice(1).map((r) => (JSON.parse(r.body) as { offset: string }).offset)).toEqual(['2', '12', '22']);
  });

  it('runs cohort reports by granularity and checks limit, dates and cohorts before calling', async () => {
    fake = await startFake('google-analytics');
    const cohort = await run({
      dimensions: ['cohort', 'cohortNthWeek'],
      metrics: ['cohortActiveUsers'],
      cohortSpec: { cohorts: [{ name: 'november', dateRange: { startDate: '2026-11-01', endDate: '2026-11-07' } }], cohortsRange: { granularity: 'WEEKLY', endOffset: 2 } },
    });
    expect((cohort as { records: unknown[] }).records).toEqual([
      { cohort: 'november', cohortNthWeek: '0000', cohortActiveUsers: 100 },
      { cohort: 'november', cohortNthWeek: '0001', cohortActiveUsers: 80 },
      { cohort: 'november', cohortNthWeek: '0002', cohortActiveUsers: 60 },
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toMatchObject({ cohortSpec: { cohorts: [{ dimension: 'firstSessionDate' }], cohortsRange: { startOffset: 0 } } });
    await expect(run({ dateRanges: [week], metrics: ['sessions'], limit: 250_001 })).rejects.toThrow(/Invalid input/);
    await expect(run({ metrics: ['sessions'] })).rejects.toThrow('Give at least one date range, or a cohort specification');
    await expect(run({ dateRanges: [{ startDate: 'last week', endDate: 'today' }], metrics: ['sessions'] })).rejects.toThrow('Use a date like 2026-11-23');
    await expect(run({ dateRanges: [week], metrics: ['sessions'] }, {})).rejects.toThrow('Choose a Google Analytics property');
    expect(fake.requests).toHaveLength(1);
  });

  it("passes the Data API's errors on: an unknown field, a property without access, a bad token", async () => {
    fake = await startFake('google-analytics');
    await expect(run({ dateRanges: [week], metrics: ['sessionz'] })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Field sessionz is not a valid metric') });
    await expect(run({ propertyId: '999', dateRanges: [week], metrics: ['sessions'] })).rejects.toThrow('User does not have sufficient permissions for this property');
    const bad = runAction(analyticsRunReport, { input: { dateRanges: [week], metrics: ['sessions'] }, auth: { refreshToken: 'r', accessToken: 'x' }, config: { propertyId: '1000' }, baseUrlOverrides: fake.baseUrlOverrides });
    await expect(bad).rejects.toBeInstanceOf(AuthError);
  });

  it('refuses a report request that drifts from the Data API Discovery document: an unknown field, a wrong enum', async () => {
    fake = await startFake('google-analytics');
    const report = (body: unknown) =>
      fetch(`${fake!.baseUrlOverrides['google-analytics']}/v1beta/properties/1000:runReport`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, error: ((await r.json()) as { error?: { status: string; message: string } }).error }));
    const base = { dateRanges: [week], metrics: [{ name: 'sessions' }] };
    expect(await report({ ...base, dimensions: [{ name: 'pagePath', type: 'string' }] })).toEqual({
      status: 400,
      error: expect.objectContaining({ status: 'INVALID_ARGUMENT', message: `Invalid JSON payload received. Unknown name "type" at 'dimensions[0]': Cannot find field.` }),
    });
    expect(await report({ ...base, metricAggregations: ['SUM'] })).toEqual({ status: 400, error: expect.objectContaining({ message: `Invalid value at 'metric_aggregations[0]' (TYPE_ENUM), "SUM"` }) });
    expect(await report(base)).toMatchObject({ status: 200 });
  });
});
