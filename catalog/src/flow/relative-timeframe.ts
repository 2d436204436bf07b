import { z } from 'zod';

/** The units of a relative timeframe. */
export const TimeframeUnit = z.enum([
  'seconds', 'minutes', 'hours', 'days', 'weeksStartingMonday', 'weeksStartingSunday', 'months', 'quarters', 'years',
]);
export type TimeframeUnit = z.infer<typeof TimeframeUnit>;

/** The units of a shift: the same, with plain weeks (a shift moves by a length, not to a week start). */
export const TimeframeShiftUnit = z.enum(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years']);
export type TimeframeShiftUnit = z.infer<typeof TimeframeShiftUnit>;

/** `amount` units before or after now, optionally shifted: "the last 7 days", "next month, a year ago". */
export const RelativeTimeframe = z.object({
  amount: z.number().int('The amount must be a whole number').min(1, 'The amount must be at least 1'),
  unit: TimeframeUnit,
  direction: z.enum(['fromNow', 'ago']),
  shift: z
    .object({
      amount: z.number().int('The shift amount must be a whole number'),
      unit: TimeframeShiftUnit,
    })
    .optional(),
});
export type RelativeTimeframe = z.infer<typeof RelativeTimeframe>;
