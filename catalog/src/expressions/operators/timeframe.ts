import type { DateTime, DurationLikeObject } from 'luxon';
import { RelativeTimeframe, type ShiftUnit, type TimeframeUnit } from '../../flow/relative-timeframe.js';

type Span = { start: DateTime; end: DateTime };

const luxonUnit: Record<TimeframeUnit | ShiftUnit, keyof DurationLikeObject> = {
  seconds: 'seconds',
  minutes: 'minutes',
  hours: 'hours',
  days: 'days',
  weeks: 'weeks',
  weeksStartingMonday: 'weeks',
  weeksStartingSunday: 'weeks',
  months: 'months',
  quarters: 'quarters',
  years: 'years',
};

/** The start of the calendar unit that contains `date` (UTC). */
function startOfUnit(date: DateTime, unit: TimeframeUnit): DateTime {
  switch (unit) {
    case 'seconds':
    case 'minutes':
    case 'hours':
      return date;
    case 'days':
      return date.startOf('day');
    case 'weeksStartingMonday':
      return date.startOf('week');
    case 'weeksStartingSunday':
      return date.startOf('day').minus({ days: date.weekday % 7 });
    case 'months':
      return date.startOf('month');
    case 'quarters':
      return date.startOf('quarter');
    case 'years':
      return date.startOf('year');
  }
}

/**
 * The span of a relative timeframe at `now`. Clock units (seconds, minutes, hours) count from now:
 * "7 hours ago" is now−7h … now. Calendar units cover whole units: "7 days ago" is the seven
 * complete days before today; "2 months fromNow" the two complete months after this one.
 * A shift moves both ends.
 */
export function timeframeSpan(timeframe: RelativeTimeframe, now: DateTime): Span {
  const unit = luxonUnit[timeframe.unit];
  const amount = { [unit]: timeframe.amount };
  const anchor = startOfUnit(now, timeframe.unit);
  const calendar = anchor.toMillis() !== now.toMillis() || !['seconds', 'minutes', 'hours'].includes(timeframe.unit);
  let span: Span;
  if (timeframe.direction === 'ago') span = { start: anchor.minus(amount), end: anchor };
  else {
    const start = calendar ? anchor.plus({ [unit]: 1 }) : anchor;
    span = { start, end: start.plus(amount) };
  }
  if (!timeframe.shift) return span;
  const shift = { [luxonUnit[timeframe.shift.unit]]: timeframe.shift.amount };
  return { start: span.start.plus(shift), end: span.end.plus(shift) };
}

export { RelativeTimeframe };
