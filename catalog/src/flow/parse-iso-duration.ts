import { Duration } from 'luxon';

export const isoDurationPattern =
  /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/;

/**
 * Milliseconds of an ISO-8601 duration. Calendar units use fixed lengths (a month is 30 days,
 * a year 365 days): a wait or a timeout is a span, not a calendar position.
 */
export function parseIsoDuration(text: string): number {
  if (!isoDurationPattern.test(text)) throw new RangeError(`Invalid Duration: ${text}`);
  return Duration.fromISO(text, { conversionAccuracy: 'casual' }).toMillis();
}
