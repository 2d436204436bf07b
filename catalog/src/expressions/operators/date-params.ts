import { DateTime, Duration } from 'luxon';
import type { Params } from './params.js';

/** Luxon parses and formats in the system locale unless told; a run must not depend on its worker's. */
export const locale = 'en-US';

/** A text that reads as an ISO-8601 date, as a UTC DateTime (a date without offset is read as UTC). */
export function parseIso(text: string): DateTime | undefined {
  const date = DateTime.fromISO(text, { zone: 'utc', locale });
  return date.isValid ? date : undefined;
}

/** A date param: an ISO-8601 text, seen in `zone`. */
export function dateParam(params: Params, index: number, zone = 'utc'): DateTime {
  const value = params.at(index);
  if (typeof value !== 'string') return params.typeError(index, 'Date');
  const date = parseIso(value) ?? params.fail(`parameter ${index + 1} must be an ISO-8601 date, got "${value}"`, index);
  return date.setZone(zone);
}

/** An optional time zone param (an IANA name such as "Europe/Berlin", or "UTC+2"); UTC when absent. */
export function zoneParam(params: Params, index: number): string {
  if (!params.has(index)) return 'utc';
  const zone = params.text(index);
  if (!DateTime.fromMillis(0, { zone }).isValid) params.fail(`parameter ${index + 1} must be a time zone, got "${zone}"`, index);
  return zone;
}

/** An ISO-8601 duration param ("P1D", "PT30M"). */
export function durationParam(params: Params, index: number): Duration {
  const text = params.text(index);
  const duration = Duration.fromISO(text);
  if (!duration.isValid) params.fail(`parameter ${index + 1} must be an ISO-8601 duration, got "${text}"`, index);
  return duration;
}

/** A date result: ISO-8601 in UTC with milliseconds ("2026-03-15T10:30:00.000Z"). */
export function isoResult(params: Params, date: DateTime): string {
  return date.toUTC().toISO() ?? params.fail('the result is not a valid date');
}
