import { z } from 'zod';

/** Unresolved Only, Last Week, Last 2 Weeks, Last Month (the default). */
export const NotificationPeriod = z.enum(['unresolved', 'lastWeek', 'last2Weeks', 'lastMonth']);
export type NotificationPeriod = z.infer<typeof NotificationPeriod>;

export type PeriodFilter = { createdSince?: Date; unresolvedOnly: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Unresolved only" spans all time: an open problem does not expire. */
export function periodFilter(period: NotificationPeriod, now: Date): PeriodFilter {
  switch (period) {
    case 'unresolved':
      return { unresolvedOnly: true };
    case 'lastWeek':
      return { createdSince: new Date(now.getTime() - 7 * DAY_MS), unresolvedOnly: false };
    case 'last2Weeks':
      return { createdSince: new Date(now.getTime() - 14 * DAY_MS), unresolvedOnly: false };
    case 'lastMonth': {
      const since = new Date(now);
      since.setUTCMonth(since.getUTCMonth() - 1);
      return { createdSince: since, unresolvedOnly: false };
    }
  }
}
