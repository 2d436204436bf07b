import { DateTime } from 'luxon';
import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { DateConstant, dateConstantRange, type DayRange } from '../../shared/date-constant.js';
import { gaqlString } from './gaql.js';

const IsoDate = z.iso.date({ error: 'Use a date like 2026-11-23' });
/** A day of a timeframe: a fixed date or a number of days before today. */
const TimeframeDay = z.union([z.object({ date: IsoDate }), z.object({ daysAgo: z.int().min(0).max(3650) })]);

/** The period of a report: from-to dates, a date constant, or a timeframe relative to today (never in the future). */
export const MetricsPeriod = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('dateConstant'), dateConstant: DateConstant }),
    z.object({ type: z.literal('fromTo'), from: IsoDate, to: IsoDate }),
    z.object({ type: z.literal('timeframe'), start: TimeframeDay, end: TimeframeDay }),
  ])
  .describe('Period');
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;

export const DEFAULT_METRICS_PERIOD: MetricsPeriod = { type: 'dateConstant', dateConstant: 'LAST_30_DAYS' };

/** The first and last day of a period (ISO dates, UTC); a timeframe's end after today becomes today. */
export function periodDates(period: MetricsPeriod, now: Date = new Date()): DayRange {
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  if (period.type === 'dateConstant') return dateConstantRange(period.dateConstant, today);
  const day = (d: z.infer<typeof TimeframeDay>) => ('date' in d ? d.date : today.minus({ days: d.daysAgo }).toISODate()!);
  const end = period.type === 'fromTo' ? period.to : day(period.end);
  const range = period.type === 'fromTo' ? { from: period.from, to: end } : { from: day(period.start), to: end > today.toISODate()! ? today.toISODate()! : end };
  if (range.from > range.to) throw new NonRetryableError('The period starts after it ends');
  return range;
}

/** The GAQL condition of a period on `segments.date`. */
export function periodCondition(period: MetricsPeriod, now?: Date): string {
  if (period.type === 'dateConstant') return `segments.date DURING ${period.dateConstant}`;
  const { from, to } = periodDates(period, now);
  return `segments.date BETWEEN ${gaqlString(from)} AND ${gaqlString(to)}`;
}
