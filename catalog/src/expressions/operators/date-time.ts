import { DateTime } from 'luxon';
import type { EvaluationContext } from '../evaluation-context.js';
import { dateParam, durationParam, isoResult, locale, parseIso, zoneParam } from './date-params.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';
import { readRelativeTimeframe } from './read-timeframe.js';
import { timeframeSpan } from './timeframe.js';

const boundaryUnits = ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
const diffUnits = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;

function clock(params: Params, ctx: EvaluationContext): DateTime {
  return parseIso(ctx.now()) ?? params.fail(`the run clock is not an ISO-8601 date: "${ctx.now()}"`);
}

/** A text in a luxon format ("dd.MM.yyyy"), or in ISO-8601 without one; read as UTC unless it has an offset. */
function parseDate(params: Params): string {
  if (!params.count(1, 2).has(1)) return isoResult(params, dateParam(params, 0));
  const [text, format] = [params.text(0), params.text(1)];
  const date = DateTime.fromFormat(text, format, { zone: 'utc', locale });
  if (!date.isValid) params.fail(`"${text}" is not a date in the format "${format}"`, 0);
  return isoResult(params, date);
}

function formatDate(params: Params): string {
  const date = dateParam(params.count(2, 3), 0, zoneParam(params, 2));
  return date.toFormat(params.text(1));
}

/** Month ends clamp, as luxon does: 2026-01-31 + P1M = 2026-02-28. */
function addDuration(params: Params, sign: 1 | -1): string {
  const date = dateParam(params.count(2), 0);
  const duration = durationParam(params, 1);
  return isoResult(params, sign === 1 ? date.plus(duration) : date.minus(duration));
}

/** `b` − `a` in `unit`, with a fraction. */
function diff(params: Params): number {
  const [a, b] = [dateParam(params.count(3), 0), dateParam(params, 1)];
  const unit = params.oneOf(2, diffUnits);
  return b.diff(a, unit).as(unit);
}

/** The start or end of the unit containing the date, in the given time zone (UTC by default). */
function boundary(params: Params, side: 'startOf' | 'endOf'): string {
  const date = dateParam(params.count(2, 3), 0, zoneParam(params, 2));
  const unit = params.oneOf(1, boundaryUnits);
  return isoResult(params, side === 'startOf' ? date.startOf(unit) : date.endOf(unit));
}

/** `{ start, end }` of a relative timeframe at the run's clock; calendar units in the time zone of param 2 (UTC by default). */
function timeframe(params: Params, ctx: EvaluationContext): { start: string; end: string } {
  const read = readRelativeTimeframe(params.count(1, 2).at(0));
  if ('issues' in read) params.fail(`parameter 1 must be a relative timeframe (${read.issues.join('; ')})`, 0);
  const { start, end } = timeframeSpan(read.data, clock(params, ctx).setZone(zoneParam(params, 1)));
  return { start: isoResult(params, start), end: isoResult(params, end) };
}

export const dateTime = defineGroup('dateTime', {
  now: (params, ctx) => isoResult(params, clock(params.count(0), ctx)),
  parseDate,
  formatDate,
  addDuration: (params) => addDuration(params, 1),
  subtractDuration: (params) => addDuration(params, -1),
  diff,
  startOf: (params) => boundary(params, 'startOf'),
  endOf: (params) => boundary(params, 'endOf'),
  timeframe,
});
