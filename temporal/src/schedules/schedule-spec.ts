import type { CalendarSpec, DayOfWeek, IntervalSpec, Month, ScheduleSpec } from '@temporalio/client';
import type { Schedule, Weekday } from '@tandem/catalog';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MONTHS: readonly Month[] = [
  'JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER',
];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const weekdayNumber: Record<Weekday, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };
const allWeekdays: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const toDayOfWeek = (day: Weekday) => day.toUpperCase() as DayOfWeek;
const atHour = (hour: number): CalendarSpec => ({ hour, minute: 0, second: 0 });

/** Years in which February has 28 days, as ranges, through 2100 (the last year Temporal calendars accept): leap years are left out. */
function nonLeapYears(from: number, to = 2100): { start: number; end: number }[] {
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const ranges: { start: number; end: number }[] = [];
  for (let year = from; year <= to; year++) {
    if (isLeap(year)) continue;
    const last = ranges.at(-1);
    if (last && last.end === year - 1) last.end = year;
    else ranges.push({ start: year, end: year });
  }
  return ranges;
}

/** Monthly on `day`; months shorter than that run on their last day (docs/flow-language.md § Triggers). */
function monthlyCalendars(day: number, hour: number, fromYear: number): CalendarSpec[] {
  const calendars: CalendarSpec[] = [];
  const fullMonths = MONTHS.filter((_, i) => (DAYS_IN_MONTH[i] ?? 0) >= day && i !== 1);
  calendars.push({ ...atHour(hour), dayOfMonth: day, month: fullMonths, comment: `day ${day}` });
  for (const [i, month] of MONTHS.entries()) {
    const length = DAYS_IN_MONTH[i] ?? 31;
    if (i !== 1 && length < day) calendars.push({ ...atHour(hour), dayOfMonth: length, month, comment: 'last day' });
  }
  // February: day 1–28 as is; a later day runs on the 29th in leap years and the 28th otherwise.
  if (day <= 28) calendars[0]!.month = [...fullMonths, 'FEBRUARY'];
  else {
    calendars.push({ ...atHour(hour), dayOfMonth: 29, month: 'FEBRUARY', comment: 'last day, leap years' });
    calendars.push({ ...atHour(hour), dayOfMonth: 28, month: 'FEBRUARY', year: nonLeapYears(fromYear), comment: 'last day' });
  }
  return calendars;
}

/**
 * Every `weeks` weeks on the given weekdays: interval specs, phased so the first run falls in the
 * week of `anchor` (the moment the version went live). The epoch (1970-01-01) was a Thursday.
 */
function weeklyIntervals(weeks: number, weekdays: readonly Weekday[], hour: number, anchor: Date): IntervalSpec[] {
  const every = weeks * 7 * DAY_MS;
  const anchorDay = Math.floor(anchor.getTime() / DAY_MS);
  const mondayOfAnchorWeek = anchorDay - ((anchorDay + 3) % 7); // day 0 is a Thursday: (0 + 3) % 7 = 3 days after Monday
  return (weekdays.length ? weekdays : allWeekdays).map((day) => {
    const dayIndex = mondayOfAnchorWeek + ((weekdayNumber[day] + 6) % 7);
    const at = dayIndex * DAY_MS + hour * HOUR_MS;
    return { every, offset: ((at % every) + every) % every };
  });
}

/**
 * The Temporal schedule spec of a flow's schedule trigger (hours in UTC), or undefined for
 * `unselected`, which never fires.
 */
export function scheduleSpec(schedule: Schedule, anchor: Date): ScheduleSpec | undefined {
  switch (schedule.kind) {
    case 'unselected':
      return undefined;
    case 'daily':
      return {
        calendars: [{ ...atHour(schedule.hour), dayOfWeek: schedule.weekdays.length ? schedule.weekdays.map(toDayOfWeek) : '*' }],
      };
    case 'hourly':
      return { intervals: [{ every: schedule.everyHours * HOUR_MS }] };
    case 'weekly':
      if (schedule.weeksBetweenRuns === 1) {
        return { calendars: [{ ...atHour(schedule.hour), dayOfWeek: schedule.weekdays.length ? schedule.weekdays.map(toDayOfWeek) : '*' }] };
      }
      return { intervals: weeklyIntervals(schedule.weeksBetweenRuns, schedule.weekdays, schedule.hour, anchor) };
    case 'monthly':
      return { calendars: monthlyCalendars(schedule.dayOfMonth, schedule.hour, anchor.getUTCFullYear()) };
    case 'dates':
      return {
        calendars: schedule.dates.map((text) => {
          const date = new Date(text);
          return {
            year: date.getUTCFullYear(),
            month: MONTHS[date.getUTCMonth()]!,
            dayOfMonth: date.getUTCDate(),
            hour: date.getUTCHours(),
            minute: date.getUTCMinutes(),
            second: date.getUTCSeconds(),
          };
        }),
      };
    case 'cron':
      // Temporal reads 5 fields (minute … weekday), 6 (plus year) or 7 (second first, year last).
      return { cronExpressions: [schedule.expression.trim().replace(/\s+/g, ' ')] };
  }
}
