import { DateTime } from 'luxon';
import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { gaqlString } from './gaql.js';

/** The date constants of Google Ads reports (GAQL `DURING`). */
export const AdsDateConstant = z.enum([
  'TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_BUSINESS_WEEK', 'THIS_MONTH', 'LAST_MONTH', 'LAST_14_DAYS', 'LAST_30_DAYS',
  'THIS_WEEK_SUN_TODAY', 'THIS_WEEK_MON_TODAY', 'LAST_WEEK_SUN_SAT', 'LAST_WEEK_MON_SUN',
]);
export type AdsDateConstant = z.infer<typeof AdsDateConstant>;

const IsoDate = z.iso.date({ error: 'Use a date like 2026-11-23' });
/** A day of a timeframe: a fixed date or a number of days before today. */
const TimeframeDay = z.union([z.object({ date: IsoDate }), z.object({ daysAgo: z.int().min(0).max(3650) })]);

/** The period of a report: from-to dates, a date constant, or a timeframe relative to today (never in the future). */
export const MetricsPeriod = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('dateConstant'), dateConstant: AdsDateConstant }),
    z.object({ type: z.literal('fromTo'), from: IsoDate, to: IsoDate }),
    z.object({ type: z.literal('timeframe'), start: TimeframeDay, end: TimeframeDay }),
  ])
  .describe('Period');
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;

export const DEFAULT_METRICS_PERIOD: MetricsPeriod = { type: 'dateConstant', dateConstant: 'LAST_30_DAYS' };

type Range = { from: DateTime; to: DateTime };

function constantRange(constant: AdsDateConstant, today: DateTime): Range {
  const days = (from: number, to: number): Range => ({ from: today.minus({ days: from }), to: today.minus({ days: to }) });
  const sunday = today.minus({ days: today.weekday % 7 });
  const monday = today.startOf('week');
  switch (constant) {
    case 'TODAY':
      return days(0, 0);
    case 'YESTERDAY':
      return days(1, 1);
    case 'LAST_7_DAYS':
      return days(7, 1);
    case 'LAST_14_DAYS':
      return days(14, 1);
    case 'LAST_30_DAYS':
      return days(30, 1);
    case 'THIS_MONTH':
      return { from: today.startOf('month'), to: today };
    case 'LAST_MONTH':
      return { from: today.minus({ months: 1 }).startOf('month'), to: today.startOf('month').minus({ days: 1 }) };
    case 'THIS_WEEK_SUN_TODAY':
      return { from: sunday, to: today };
    case 'THIS_WEEK_MON_TODAY':
      return { from: monday, to: today };
    case 'LAST_WEEK_SUN_SAT':
      return { from: sunday.minus({ days: 7 }), to: sunday.minus({ days: 1 }) };
    case 'LAST_WEEK_MON_SUN':
      return { from: monday.minus({ days: 7 }), to: monday.minus({ days: 1 }) };
    case 'LAST_BUSINESS_WEEK':
      return { from: monday.minus({ days: 7 }), to: monday.minus({ days: 3 }) };
  }
}

/** The first and last day of a period (ISO dates); a timeframe's end after today becomes today. */
export function periodDates(period: MetricsPeriod, now: Date = new Date()): { from: string; to: string } {
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const day = (d: z.infer<typeof TimeframeDay>) => ('date' in d ? DateTime.fromISO(d.date, { zone: 'utc' }) : today.minus({ days: d.daysAgo }));
  let range: Range;
  if (period.type === 'dateConstant') range = constantRange(period.dateConstant, today);
  else if (period.type === 'fromTo') range = { from: DateTime.fromISO(period.from, { zone: 'utc' }), to: DateTime.fromISO(period.to, { zone: 'utc' }) };
  else range = { from: day(period.start), to: DateTime.min(day(period.end), today) };
  if (range.from > range.to) throw new NonRetryableError('The period starts after it ends');
  return { from: range.from.toISODate()!, to: range.to.toISODate()! };
}

/** The GAQL condition of a period on `segments.date`. */
export function periodCondition(period: MetricsPeriod, now?: Date): string {
  if (period.type === 'dateConstant') return `segments.date DURING ${period.dateConstant}`;
  const { from, to } = periodDates(period, now);
  return `segments.date BETWEEN ${gaqlString(from)} AND ${gaqlString(to)}`;
}
