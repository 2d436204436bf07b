import { DateTime } from 'luxon';
import { z } from 'zod';
import { timeframeSpan } from '../../expressions/operators/timeframe.js';
import { RelativeTimeframe } from '../../flow/relative-timeframe.js';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { DateConstant, dateConstantRange, type DayRange } from './date-constant.js';

const IsoDate = z.iso.date({ error: 'Please provide a date as YYYY-MM-DD' });

/** A date (`2026-03-01`) or a date-time with its offset (`2026-03-01T08:00:00Z`). */
export const DateOrDateTime = z.union([IsoDate, z.iso.datetime({ offset: true })], { error: 'Please provide a date (YYYY-MM-DD) or a date and time' });
export type DateOrDateTime = z.infer<typeof DateOrDateTime>;

/** A period of the shops' order listings: both ends included. */
export const Period = z.object({ from: DateOrDateTime, to: DateOrDateTime }).describe('Period');
export type Period = z.infer<typeof Period>;

/** The moment in UTC to the second without a zone (`2026-03-01T00:00:00`), as shop APIs compare times. */
export const utcSeconds = (value: DateOrDateTime): string => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString().slice(0, 19);

/** A timeframe with fixed ends (dates or date-times; the end day is included). */
export const FixedTimeframe = z.object({ start: DateOrDateTime, end: DateOrDateTime });
export type FixedTimeframe = z.infer<typeof FixedTimeframe>;

/**
 * The period of a report's metrics: two dates (`fromTo`, both included), a named period of the ads
 * platforms (`dateConstant`), or a timeframe, relative ("the last 3 months") or fixed; a timeframe
 * never reaches into the future (its end is cut at today).
 */
export const MetricsPeriod = z.discriminatedUnion('type', [
  z
    .object({ type: z.literal('fromTo'), from: IsoDate, to: IsoDate })
    .refine((period) => period.from <= period.to, { error: 'The start date must not be after the end date', path: ['to'] }),
  z.object({ type: z.literal('dateConstant'), dateConstant: DateConstant }),
  z.object({ type: z.literal('timeframe'), timeframe: z.union([RelativeTimeframe, FixedTimeframe]) }),
]);
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;

const day = (value: string, zone: string): DateTime => DateTime.fromISO(value, { zone, setZone: value.length > 10 }).setZone(zone).startOf('day');

/** The first and the last day of a timeframe (a relative one ends before its end instant). */
function timeframeDays(timeframe: RelativeTimeframe | FixedTimeframe, now: DateTime): [DateTime, DateTime] {
  if ('start' in timeframe) return [day(timeframe.start, now.zoneName ?? 'UTC'), day(timeframe.end, now.zoneName ?? 'UTC')];
  const span = timeframeSpan(timeframe, now);
  return [span.start.startOf('day'), span.end.minus({ milliseconds: 1 }).startOf('day')];
}

/**
 * The days of a metrics period at `now` (a date-time in the account's time zone). A timeframe is cut
 * at today; one that lies wholly in the future is refused.
 */
export function metricsPeriodRange(period: MetricsPeriod, now: DateTime): DayRange {
  switch (period.type) {
    case 'fromTo':
      return { from: period.from, to: period.to };
    case 'dateConstant':
      return dateConstantRange(period.dateConstant, now);
    case 'timeframe': {
      const [from, last] = timeframeDays(period.timeframe, now);
      if (from > last) throw new NonRetryableError('The start of the timeframe must not be after its end');
      const today = now.startOf('day');
      if (from > today) throw new NonRetryableError('The metrics period lies in the future; reports only cover days up to today');
      return { from: from.toISODate()!, to: (last > today ? today : last).toISODate()! };
    }
  }
}
