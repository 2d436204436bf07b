import { DateTime, Duration, type DateTimeUnit, type DurationUnit } from 'luxon';
import { RelativeTimeframe } from '../../flow/relative-timeframe.js';
import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';
import { timeframeSpan } from './timeframe.js';

const iso = (date: DateTime) => date.toUTC().toISO() as string;
const calendarUnits = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
const diffUnits = ['milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'] as const;

function zone(params: Params, index: number): string {
  if (!params.has(index)) return 'utc';
  const name = params.text(index);
  if (!DateTime.fromMillis(0, { zone: name }).isValid) params.fail(`parameter ${index + 1} is not a time zone: ${name}`, index + 1);
  return name;
}

function oneOf<T extends string>(params: Params, index: number, options: readonly T[]): T {
  const value = params.text(index);
  if (!options.includes(value as T)) params.fail(`parameter ${index + 1} must be one of ${options.join(', ')}, got "${value}"`, index + 1);
  return value as T;
}

function duration(params: Params, index: number): Duration {
  const text = params.text(index);
  const value = Duration.fromISO(text);
  if (!value.isValid) params.fail(`parameter ${index + 1}: Invalid Duration "${text}"`, index + 1);
  return value;
}

function boundary(op: 'startOf' | 'endOf', v: readonly unknown[]): string {
  const params = p(op, v).count(2, 3);
  const date = params.date(0, zone(params, 2));
  const unit: DateTimeUnit = oneOf(params, 1, calendarUnits);
  return iso(op === 'startOf' ? date.startOf(unit) : date.endOf(unit));
}

export const dateTime = {
  now: (v, ctx) => (p('now', v).count(0), iso(DateTime.fromISO(ctx.now(), { zone: 'utc' }))),
  parseDate: (v) => {
    const params = p('parseDate', v).count(1, 2);
    const text = params.text(0);
    const date = params.has(1) ? DateTime.fromFormat(text, params.text(1), { zone: 'utc' }) : DateTime.fromISO(text, { zone: 'utc' });
    if (!date.isValid) params.fail(`"${text}" is not a date${params.has(1) ? ` in the format ${params.text(1)}` : ''}`, 1);
    return iso(date);
  },
  formatDate: (v) => {
    const params = p('formatDate', v).count(2, 3);
    return params.date(0, zone(params, 2)).toFormat(params.text(1));
  },
  addDuration: (v) => {
    const params = p('addDuration', v).count(2);
    return iso(params.date(0).plus(duration(params, 1)));
  },
  subtractDuration: (v) => {
    const params = p('subtractDuration', v).count(2);
    return iso(params.date(0).minus(duration(params, 1)));
  },
  diff: (v) => {
    const params = p('diff', v).count(3);
    const unit: DurationUnit = oneOf(params, 2, diffUnits);
    return params.date(1).diff(params.date(0), unit).as(unit);
  },
  startOf: (v) => boundary('startOf', v),
  endOf: (v) => boundary('endOf', v),
  timeframe: (v, ctx) => {
    const params = p('timeframe', v).count(1);
    const parsed = RelativeTimeframe.safeParse(params.raw(0));
    if (!parsed.success) return params.fail(`parameter 1 must be a relative timeframe: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')}`, 1);
    const span = timeframeSpan(parsed.data, DateTime.fromISO(ctx.now(), { zone: 'utc' }));
    return { start: iso(span.start), end: iso(span.end) };
  },
} satisfies Record<string, OperatorFn>;
