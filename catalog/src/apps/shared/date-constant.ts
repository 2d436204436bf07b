import type { DateTime } from 'luxon';
import { z } from 'zod';

/** The ads platforms' named periods. */
export const DateConstant = z.enum([
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_BUSINESS_WEEK',
  'THIS_MONTH',
  'LAST_MONTH',
  'LAST_14_DAYS',
  'LAST_30_DAYS',
  'THIS_WEEK_SUN_TODAY',
  'THIS_WEEK_MON_TODAY',
  'LAST_WEEK_SUN_SAT',
  'LAST_WEEK_MON_SUN',
]);
export type DateConstant = z.infer<typeof DateConstant>;

/** A range of whole days, both ends included, as ISO dates (`2026-11-01`). */
export interface DayRange {
  from: string;
  to: string;
}

const range = (from: DateTime, to: DateTime): DayRange => ({ from: from.toISODate()!, to: to.toISODate()! });

/**
 * The days a date constant covers on `today`'s date (in the account's time zone), as the ads APIs
 * define them: the "last N days" end yesterday, "this" periods end today, weeks start on Monday or
 * Sunday as named, the last business week is last week's Monday to Friday.
 */
export function dateConstantRange(constant: DateConstant, today: DateTime): DayRange {
  const day = today.startOf('day');
  const monday = day.startOf('week');
  const sunday = day.minus({ days: day.weekday % 7 });
  switch (constant) {
    case 'TODAY':
      return range(day, day);
    case 'YESTERDAY':
      return range(day.minus({ days: 1 }), day.minus({ days: 1 }));
    case 'LAST_7_DAYS':
      return range(day.minus({ days: 7 }), day.minus({ days: 1 }));
    case 'LAST_14_DAYS':
      return range(day.minus({ days: 14 }), day.minus({ days: 1 }));
    case 'LAST_30_DAYS':
      return range(day.minus({ days: 30 }), day.minus({ days: 1 }));
    case 'LAST_BUSINESS_WEEK':
      return range(monday.minus({ weeks: 1 }), monday.minus({ days: 3 }));
    case 'THIS_MONTH':
      return range(day.startOf('month'), day);
    case 'LAST_MONTH':
      return range(day.minus({ months: 1 }).startOf('month'), day.startOf('month').minus({ days: 1 }));
    case 'THIS_WEEK_SUN_TODAY':
      return range(sunday, day);
    case 'THIS_WEEK_MON_TODAY':
      return range(monday, day);
    case 'LAST_WEEK_SUN_SAT':
      return range(sunday.minus({ weeks: 1 }), sunday.minus({ days: 1 }));
    case 'LAST_WEEK_MON_SUN':
      return range(monday.minus({ weeks: 1 }), monday.minus({ days: 1 }));
  }
}
