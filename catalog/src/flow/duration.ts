import { Duration } from 'luxon';
import { z } from 'zod';

const isoDurationPattern =
  /^P(?!$)(\d+(?:\.\d+)?Y)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?W)?(\d+(?:\.\d+)?D)?(T(?=\d)(\d+(?:\.\d+)?H)?(\d+(?:\.\d+)?M)?(\d+(?:\.\d+)?S)?)?$/;

/** An ISO-8601 duration such as `PT30S`, `PT5M`, `P1D` (message of seed 000 §5). */
export const IsoDuration = z.string().regex(isoDurationPattern, 'Invalid Duration');
export type IsoDuration = z.infer<typeof IsoDuration>;

/**
 * Milliseconds of an ISO-8601 duration. Calendar units use fixed lengths (a month is 30 days,
 * a year 365 days): a wait or a timeout is a span, not a calendar position.
 */
export function parseIsoDuration(text: string): number {
  if (!isoDurationPattern.test(text)) throw new RangeError(`Invalid Duration: ${text}`);
  return Duration.fromISO(text, { conversionAccuracy: 'casual' }).toMillis();
}
