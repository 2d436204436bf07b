import type { DateTime, DurationUnit } from 'luxon';
import type { RelativeTimeframe, TimeframeUnit } from '../../flow/relative-timeframe.js';

export interface Span {
  start: DateTime;
  end: DateTime;
}

/**
 * How long each unit is, and where the calendar unit containing a date starts. Clock units
 * (seconds, minutes, hours) have no start: they count from the instant itself.
 */
const units: Record<TimeframeUnit, { length: DurationUnit; startOf?: (date: DateTime) => DateTime }> = {
  seconds: { length: 'seconds' },
  minutes: { length: 'minutes' },
  hours: { length: 'hours' },
  days: { length: 'days', startOf: (date) => date.startOf('day') },
  weeksStartingMonday: { length: 'weeks', startOf: (date) => date.startOf('week') },
  weeksStartingSunday: { length: 'weeks', startOf: (date) => date.startOf('day').minus({ days: date.weekday % 7 }) },
  months: { length: 'months', startOf: (date) => date.startOf('month') },
  quarters: { length: 'quarters', startOf: (date) => date.startOf('quarter') },
  years: { length: 'years', startOf: (date) => date.startOf('year') },
};

/** The unit `now` is in: the whole calendar unit (today, this month...), or just the instant for clock units. */
function currentUnit(now: DateTime, unit: TimeframeUnit): Span {
  const { length, startOf } = units[unit];
  if (!startOf) return { start: now, end: now };
  const start = startOf(now);
  return { start, end: start.plus({ [length]: 1 }) };
}

/**
 * The span of a relative timeframe at `now` (in `now`'s zone). It never includes the current
 * calendar unit: "7 days ago" is the seven whole days before today (start of the day 7 days ago up
 * to the start of today), "2 months fromNow" the two whole months after this one. Clock units count
 * from now: "3 hours ago" is now − 3 h up to now. A shift then moves both ends.
 */
export function timeframeSpan({ amount, unit, direction, shift }: RelativeTimeframe, now: DateTime): Span {
  const length = { [units[unit].length]: amount };
  const current = currentUnit(now, unit);
  const span =
    direction === 'ago'
      ? { start: current.start.minus(length), end: current.start }
      : { start: current.end, end: current.end.plus(length) };
  if (!shift) return span;
  const by = { [shift.unit]: shift.amount };
  return { start: span.start.plus(by), end: span.end.plus(by) };
}
