import { z } from 'zod';
import { TIMEFRAME_DIRECTIONS, TIMEFRAME_MESSAGES, TIMEFRAME_SHIFT_UNITS, TIMEFRAME_UNITS } from './timeframe-units.js';

/** The units of a relative timeframe. */
export const TimeframeUnit = z.enum(TIMEFRAME_UNITS);
export type TimeframeUnit = z.infer<typeof TimeframeUnit>;

/** The units of a shift: the same, with plain weeks (a shift moves by a length, not to a week start). */
export const TimeframeShiftUnit = z.enum(TIMEFRAME_SHIFT_UNITS);
export type TimeframeShiftUnit = z.infer<typeof TimeframeShiftUnit>;

/** `amount` units before or after now, optionally shifted: "the last 7 days", "next month, a year ago". */
export const RelativeTimeframe = z.object({
  amount: z.number().int(TIMEFRAME_MESSAGES.amountWhole).min(1, TIMEFRAME_MESSAGES.amountMin),
  unit: TimeframeUnit,
  direction: z.enum(TIMEFRAME_DIRECTIONS),
  shift: z
    .object({
      amount: z.number().int(TIMEFRAME_MESSAGES.shiftWhole),
      unit: TimeframeShiftUnit,
    })
    .optional(),
});
export type RelativeTimeframe = z.infer<typeof RelativeTimeframe>;
