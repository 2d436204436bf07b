import { type GaqlCondition, GaqlError, type GaqlQuery, type GaqlValue, parseGaql } from './google-ads-gaql.js';
import { camelPath, fakeMetrics, fakeResources, fakeSegments } from './google-ads-resources.js';
import { type FakeAdsStore, type FakeRow, readField, writePath } from './google-ads-store.js';

/** The date constants `DURING` accepts. */
export const DATE_CONSTANTS = [
  'TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_BUSINESS_WEEK', 'THIS_MONTH', 'LAST_MONTH', 'LAST_14_DAYS', 'LAST_30_DAYS',
  'THIS_WEEK_SUN_TODAY', 'THIS_WEEK_MON_TODAY', 'LAST_WEEK_SUN_SAT', 'LAST_WEEK_MON_SUN',
] as const;

/** A refused query with the error kind the API names it by (`queryError`, `changeEventError`). */
export class AdsQueryError extends Error {
  constructor(
    readonly kind: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_CHANGE_EVENTS = 10_000;
const CHANGE_EVENT_DAYS = 30;
const DAY_MS = 86_400_000;

/** The resources whose fields a query from `from` may select: itself, its links (transitively) and the customer. */
function reachable(from: string): Set<string> {
  const seen = new Set([from, 'customer']);
  const visit = (type: string): void => {
    for (const linked of Object.keys(fakeResources[type]?.links ?? {})) {
      if (!seen.has(linked)) {
        seen.add(linked);
        visit(linked);
      }
    }
  };
  visit(from);
  return seen;
}

function checkField(field: string, from: string, allowed: Set<string>): void {
  const [prefix = '', ...rest] = field.split('.');
  const name = rest.join('.');
  const unknown = () => new AdsQueryError('queryError', 'UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${field}'.`);
  if (prefix === 'metrics') {
    if (!fakeMetrics.includes(name)) throw unknown();
    if (!fakeResources[from]?.metrics) throw new AdsQueryError('queryError', 'PROHIBITED_METRIC_IN_SELECT_OR_WHERE_CLAUSE', `Cannot select or filter on the following metrics: '${field}' (could not support requested resources: '${from.toUpperCase()}')`);
    return;
  }
  if (prefix === 'segments') {
    if (!fakeSegments.includes(name)) throw unknown();
    return;
  }
  const spec = fakeResources[prefix];
  if (!spec?.fields.includes(name)) throw unknown();
  if (!allowed.has(prefix)) {
    throw new AdsQueryError('queryError', 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE', `Cannot select fields from the following resource: '${prefix}', since the resource is incompatible with the resource in the FROM clause.`);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2}(\.\d{1,6})?)?$/;

function checkDates(query: GaqlQuery): void {
  const dateConditions = query.where.filter((c) => c.field === 'segments.date');
  for (const condition of dateConditions) {
    if (condition.operator === 'DURING') {
      if (!(DATE_CONSTANTS as readonly GaqlValue[]).includes(condition.values[0]!)) {
        throw new AdsQueryError('queryError', 'INVALID_VALUE_WITH_DURING_OPERATOR', `Invalid value with DURING operator: ${String(condition.values[0])}.`);
      }
    } else if (condition.values.some((v) => typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v)))) {
      throw new AdsQueryError('queryError', 'INVALID_VALUE_WITH_BETWEEN_OPERATOR', `Invalid date literal in the filter on segments.date: ${condition.values.join(', ')}.`);
    }
  }
  const bounded = dateConditions.some((c) => c.operator === 'DURING' || c.operator === 'BETWEEN' || c.operator === '=') ||
    (dateConditions.some((c) => c.operator.startsWith('>')) && dateConditions.some((c) => c.operator.startsWith('<')));
  const selectsDate = query.select.includes('segments.date') || query.select.includes('segments.week') || query.select.includes('segments.month');
  if (selectsDate && !bounded) {
    throw new AdsQueryError('queryError', 'EXPECTED_FILTERS_ON_DATE_RANGE', 'A date range must be specified in the WHERE clause when segments.date, segments.week or segments.month is selected.');
  }
}

/** change_event queries need a LIMIT of at most 10,000 and a start within the last 30 days. */
function checkChangeEvents(query: GaqlQuery, now: Date): void {
  if (query.limit === undefined) throw new AdsQueryError('changeEventError', 'LIMIT_NOT_SPECIFIED', 'The LIMIT specified is not valid: a query on change_event must have a LIMIT clause.');
  if (query.limit > MAX_CHANGE_EVENTS) throw new AdsQueryError('changeEventError', 'INVALID_LIMIT_CLAUSE', `The LIMIT specified is not valid: it must be at most ${MAX_CHANGE_EVENTS}.`);
  const lower = query.where.find((c) => c.field === 'change_event.change_date_time' && ['>', '>=', 'BETWEEN'].includes(c.operator));
  const upper = query.where.find((c) => c.field === 'change_event.change_date_time' && ['<', '<=', 'BETWEEN'].includes(c.operator));
  if (!lower || !upper) throw new AdsQueryError('changeEventError', 'CHANGE_DATE_RANGE_INFINITE', 'The change_date_time filter must have both a start and an end.');
  for (const value of [...lower.values, ...upper.values]) {
    if (typeof value !== 'string' || !DATE_TIME.test(value)) throw new AdsQueryError('queryError', 'INVALID_DATE_FORMAT', `Invalid date time in the filter on change_event.change_date_time: ${String(value)}.`);
  }
  const start = Date.parse(`${String(lower.values[0]).slice(0, 10)}T00:00:00Z`);
  const oldest = Date.parse(`${new Date(now.getTime() - (CHANGE_EVENT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  if (start < oldest) throw new AdsQueryError('changeEventError', 'START_DATE_TOO_OLD', 'The requested start date is too old. It cannot be older than 30 days.');
}

const comparable = (value: unknown): string | number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' ? (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value) : typeof value === 'boolean' ? String(value).toUpperCase() : undefined;

function matches(row: FakeRow, condition: GaqlCondition): boolean {
  if (condition.field.startsWith('segments.date') || condition.field === 'segments.week' || condition.field === 'segments.month') return true;
  const raw = readField(row, condition.field);
  const value = comparable(raw);
  const [first, second] = condition.values.map(comparable);
  switch (condition.operator) {
    case 'IS NULL':
      return raw === undefined;
    case 'IS NOT NULL':
      return raw !== undefined;
    case '=':
      return value === first;
    case '!=':
      return value !== first;
    case '>':
      return value !== undefined && first !== undefined && value > first;
    case '>=':
      return value !== undefined && first !== undefined && value >= first;
    case '<':
      return value !== undefined && first !== undefined && value < first;
    case '<=':
      return value !== undefined && first !== undefined && value <= first;
    case 'BETWEEN':
      return value !== undefined && first !== undefined && second !== undefined && value >= first && value <= second;
    case 'IN':
      return condition.values.map(comparable).includes(value);
    case 'NOT IN':
      return !condition.values.map(comparable).includes(value);
    case 'LIKE':
    case 'NOT LIKE': {
      const pattern = new RegExp(`^${String(condition.values[0]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('%', '.*')}$`, 'i');
      return pattern.test(String(raw ?? '')) === (condition.operator === 'LIKE');
    }
    case 'DURING':
      return true;
  }
}

function project(row: FakeRow, select: readonly string[]): FakeRow {
  const out: FakeRow = {};
  for (const field of select) {
    const value = readField(row, field);
    if (value !== undefined) writePath(out, camelPath(field), value);
    const [prefix = ''] = field.split('.');
    if (prefix !== 'metrics' && prefix !== 'segments') {
      const resourceName = readField(row, `${prefix}.resource_name`);
      if (resourceName !== undefined) writePath(out, [camelPath(prefix)[0]!, 'resourceName'], resourceName);
    }
  }
  return out;
}

/** Parses, checks and runs a query over one customer's resources; throws `GaqlError` or `AdsQueryError`. */
export function runQuery(store: FakeAdsStore, customerId: string, text: string, now: Date): { rows: FakeRow[]; fieldMask: string } {
  let query: GaqlQuery;
  try {
    query = parseGaql(text);
  } catch (error) {
    if (error instanceof GaqlError) throw new AdsQueryError('queryError', error.code, error.message);
    throw error;
  }
  if (!fakeResources[query.from]) throw new AdsQueryError('queryError', 'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE', `Invalid resource type in the FROM clause: '${query.from}'.`);
  const allowed = reachable(query.from);
  for (const field of [...query.select, ...query.where.map((c) => c.field), ...query.orderBy.map((o) => o.field)]) checkField(field, query.from, allowed);
  if (new Set(query.select).size !== query.select.length) throw new AdsQueryError('queryError', 'DUPLICATE_FIELDS_IN_SELECT_CLAUSE', 'The same field is selected more than once.');
  checkDates(query);
  if (query.from === 'change_event') checkChangeEvents(query, now);
  let rows = store.ofType(query.from, customerId).map(({ key, entity }) => store.row(query.from, entity, customerId, key));
  rows = rows.filter((row) => query.where.every((condition) => matches(row, condition)));
  for (const { field, descending } of [...query.orderBy].reverse()) {
    rows.sort((a, b) => {
      const [x, y] = [comparable(readField(a, field)), comparable(readField(b, field))];
      const order = x === y ? 0 : x === undefined ? -1 : y === undefined ? 1 : x < y ? -1 : 1;
      return descending ? -order : order;
    });
  }
  if (query.limit !== undefined) rows = rows.slice(0, query.limit);
  const fieldMask = query.select.map((f) => camelPath(f).join('.')).join(',');
  return { rows: rows.map((row) => project(row, query.select)), fieldMask };
}
