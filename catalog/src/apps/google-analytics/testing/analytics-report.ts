import { type FakeResponse, jsonResponse, type RecordedRequest } from '../../../testing/fake-server.js';
import { jsonBody } from '../../../testing/fake-router.js';
import { googleInvalidArgument } from '../../../testing/google-fake.js';

/** One row of a fake property's data: dimension values by name (`date` as `YYYYMMDD`) and metric values. */
export interface AnalyticsFakeRow {
  dimensions: Record<string, string>;
  metrics: Record<string, number>;
}

export interface AnalyticsFakeProperty {
  displayName: string;
  account: string;
  currencyCode: string;
  timeZone: string;
  rows: AnalyticsFakeRow[];
}

interface Filter {
  filter?: { fieldName: string; stringFilter?: { matchType?: string; value: string }; inListFilter?: { values: string[] } };
  andGroup?: { expressions: Filter[] };
  orGroup?: { expressions: Filter[] };
  notExpression?: Filter;
}

interface ReportBody {
  dateRanges?: Array<{ startDate: string; endDate: string; name?: string }>;
  dimensions?: Array<{ name: string }>;
  metrics?: Array<{ name: string }>;
  dimensionFilter?: Filter;
  limit?: string | number;
  offset?: string | number;
  metricAggregations?: string[];
  orderBys?: Array<{ desc?: boolean; metric?: { metricName: string }; dimension?: { dimensionName: string } }>;
  cohortSpec?: { cohorts: Array<{ name?: string; dateRange: { startDate: string } }>; cohortsRange: { granularity: string; startOffset?: number; endOffset: number } };
  returnPropertyQuota?: boolean;
}

const COHORT_DIMENSIONS: Record<string, string> = { DAILY: 'cohortNthDay', WEEKLY: 'cohortNthWeek', MONTHLY: 'cohortNthMonth' };
const FLOAT_METRICS = new Set(['bounceRate', 'engagementRate', 'sessionsPerUser', 'averageSessionDuration']);
const CURRENCY_METRICS = new Set(['totalRevenue', 'purchaseRevenue', 'averagePurchaseRevenue']);
const metricType = (name: string) => (CURRENCY_METRICS.has(name) ? 'TYPE_CURRENCY' : FLOAT_METRICS.has(name) ? 'TYPE_FLOAT' : 'TYPE_INTEGER');
const invalidField = (kind: string, name: string) =>
  googleInvalidArgument(`Field ${name} is not a valid ${kind}. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema `);

function passes(row: Record<string, string>, filter: Filter | undefined): boolean {
  if (!filter) return true;
  if (filter.andGroup) return filter.andGroup.expressions.every((e) => passes(row, e));
  if (filter.orGroup) return filter.orGroup.expressions.some((e) => passes(row, e));
  if (filter.notExpression) return !passes(row, filter.notExpression);
  const value = row[filter.filter?.fieldName ?? ''] ?? '';
  const string = filter.filter?.stringFilter;
  if (string) {
    if (string.matchType === 'CONTAINS') return value.includes(string.value);
    if (string.matchType === 'BEGINS_WITH') return value.startsWith(string.value);
    return value === string.value;
  }
  return filter.filter?.inListFilter?.values.includes(value) ?? true;
}

/** Rows of a cohort report: for each cohort and each offset of the range, its active users. */
function cohortRows(spec: NonNullable<ReportBody['cohortSpec']>): AnalyticsFakeRow[] {
  const nth = COHORT_DIMENSIONS[spec.cohortsRange.granularity] ?? 'cohortNthDay';
  return spec.cohorts.flatMap((cohort, c) =>
    Array.from({ length: spec.cohortsRange.endOffset - (spec.cohortsRange.startOffset ?? 0) + 1 }, (_, i) => {
      const n = (spec.cohortsRange.startOffset ?? 0) + i;
      return { dimensions: { cohort: cohort.name ?? `cohort_${c}`, [nth]: String(n).padStart(4, '0') }, metrics: { cohortActiveUsers: Math.max(0, 100 - 20 * n - c), cohortTotalUsers: 100 - c } };
    }),
  );
}

const isoToCompact = (date: string) => date.replaceAll('-', '');

/**
 * `runReport` over a fake property: rows filtered by date ranges and the dimension filter, grouped by
 * the requested dimensions with metrics summed, ordered, then `offset`/`limit` (at most 250,000);
 * TOTAL, MAXIMUM and MINIMUM aggregations; values as strings like the Data API.
 */
export function runFakeReport(property: AnalyticsFakeProperty, request: RecordedRequest): FakeResponse {
  const body = jsonBody<ReportBody>(request);
  if (!body) return googleInvalidArgument('Invalid JSON payload received.');
  const limit = Number(body.limit ?? 10_000);
  const offset = Number(body.offset ?? 0);
  if (!(limit > 0 && limit <= 250_000)) return googleInvalidArgument('limit must be positive and at most 250000.');
  if (!body.cohortSpec && (body.dateRanges ?? []).length === 0) return googleInvalidArgument('Must specify at least one date range.');
  const ranges = body.dateRanges ?? [];
  const source = body.cohortSpec ? cohortRows(body.cohortSpec) : property.rows;
  const known = new Set(source.flatMap((r) => Object.keys(r.dimensions)));
  const knownMetrics = new Set(source.flatMap((r) => Object.keys(r.metrics)));
  const dimensions = (body.dimensions ?? []).map((d) => d.name);
  const metrics = (body.metrics ?? []).map((m) => m.name);
  if (ranges.length > 1) known.add('dateRange');
  for (const name of dimensions) if (!known.has(name)) return invalidField('dimension', name);
  for (const name of metrics) if (!knownMetrics.has(name) && source.length > 0) return invalidField('metric', name);
  if (body.cohortSpec && !dimensions.includes('cohort')) return googleInvalidArgument('Cohort requests must include the cohort dimension.');

  const groups = new Map<string, { keys: string[]; sums: number[] }>();
  const add = (row: AnalyticsFakeRow, extra: Record<string, string>) => {
    const values = { ...row.dimensions, ...extra };
    if (!passes(values, body.dimensionFilter)) return;
    const keys = dimensions.map((d) => values[d] ?? '(not set)');
    const key = JSON.stringify(keys);
    const group = groups.get(key) ?? { keys, sums: metrics.map(() => 0) };
    metrics.forEach((m, i) => (group.sums[i] = (group.sums[i] ?? 0) + (row.metrics[m] ?? 0)));
    groups.set(key, group);
  };
  for (const row of source) {
    if (body.cohortSpec) {
      add(row, {});
      continue;
    }
    ranges.forEach((range, i) => {
      const date = row.dimensions.date;
      if (date === undefined || (date >= isoToCompact(range.startDate) && date <= isoToCompact(range.endDate))) add(row, ranges.length > 1 ? { dateRange: range.name ?? `date_range_${i}` } : {});
    });
  }
  const all = [...groups.values()];
  for (const order of [...(body.orderBys ?? [])].reverse()) {
    const m = order.metric ? metrics.indexOf(order.metric.metricName) : -1;
    const d = order.dimension ? dimensions.indexOf(order.dimension.dimensionName) : -1;
    const sign = order.desc ? -1 : 1;
    all.sort((a, b) => sign * (m >= 0 ? (a.sums[m] ?? 0) - (b.sums[m] ?? 0) : (a.keys[d] ?? '').localeCompare(b.keys[d] ?? '')));
  }
  const toRow = (keys: string[], sums: number[]) => ({ dimensionValues: keys.map((value) => ({ value })), metricValues: sums.map((s) => ({ value: String(s) })) });
  const aggregate = (label: string, pick: (values: number[]) => number) => [toRow(dimensions.map(() => label), metrics.map((_, i) => pick(all.map((g) => g.sums[i] ?? 0))))];
  const asked = new Set(body.metricAggregations ?? []);
  return jsonResponse(200, {
    dimensionHeaders: dimensions.map((name) => ({ name })),
    metricHeaders: metrics.map((name) => ({ name, type: metricType(name) })),
    ...(all.length > 0 ? { rows: all.slice(offset, offset + limit).map((g) => toRow(g.keys, g.sums)) } : {}),
    ...(asked.has('TOTAL') ? { totals: aggregate('RESERVED_TOTAL', (v) => v.reduce((a, b) => a + b, 0)) } : {}),
    ...(asked.has('MAXIMUM') ? { maximums: aggregate('RESERVED_MAX', (v) => (v.length ? Math.max(...v) : 0)) } : {}),
    ...(asked.has('MINIMUM') ? { minimums: aggregate('RESERVED_MIN', (v) => (v.length ? Math.min(...v) : 0)) } : {}),
    ...(all.length > 0 ? { rowCount: all.length } : {}),
    metadata: { currencyCode: property.currencyCode, timeZone: property.timeZone, ...(all.length === 0 ? { emptyReason: 'No data for the requested date range.' } : {}) },
    ...(body.returnPropertyQuota ? { propertyQuota: { tokensPerDay: { consumed: 12, remaining: 199_988 }, tokensPerHour: { consumed: 12, remaining: 39_988 } } } : {}),
    kind: 'analyticsData#runReport',
  });
}
