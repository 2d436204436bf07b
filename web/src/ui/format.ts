import type { Locale } from '../i18n/translate';

export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Milliseconds between two ISO times as "1.2 s", "3 min 4 s", "2 h 5 min". */
export function formatDuration(startIso: string | null | undefined, endIso: string | null | undefined): string {
  if (!startIso || !endIso) return '—';
  const ms = new Date(endIso).getTime() - new Date(startIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** An app's usage of the month in its unit: AI spend (counted in micro-euros) as euros and cents, mails as a count. */
export function formatUsage(units: number, unit: string | null, locale: Locale): string {
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  if (unit === 'microEuros') return new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(units / 1_000_000);
  return unit ? `${units.toLocaleString(tag)} ${unit}` : units.toLocaleString(tag);
}

/** Minutes in words, largest units first: 44640 → "31 days", 90 → "1 hour 30 minutes" ("31 Tage" in German). */
export function formatMinutes(minutes: number, locale: Locale): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '—';
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const whole = Math.round(minutes);
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(whole / 1440), 'day'],
    [Math.floor((whole % 1440) / 60), 'hour'],
    [whole % 60, 'minute'],
  ];
  const shown = parts.filter(([value]) => value > 0);
  return (shown.length ? shown : [[0, 'minute'] as const]).map(([value, unit]) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(value)).join(' ');
}
