import type { Overview } from '../../api/types';

/** The credits gauge: used of the month against the limit (else what the plan includes). */
export function creditShare(credits: Overview['credits']): { used: number; of: number; percent: number; over: boolean } {
  const of = credits.limit ?? credits.included;
  const percent = of > 0 ? Math.min(100, Math.round((credits.used / of) * 100)) : 0;
  return { used: credits.used, of, percent, over: credits.used >= of && of > 0 };
}

/** A chart's day label: "27.11." in German, "11/27" in English (UTC days). */
export function dayLabel(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Runs of the chart's days, and how many failed (an empty chart says so instead). */
export function runTotals(days: Overview['runsPerDay']): { total: number; failed: number } {
  return days.reduce((sum, d) => ({ total: sum.total + d.succeeded + d.failed + d.running + d.cancelled, failed: sum.failed + d.failed }), { total: 0, failed: 0 });
}
