import { z } from 'zod';

export const timeframeUnits = [
  'seconds', 'minutes', 'hours', 'days', 'weeksStartingMonday', 'weeksStartingSunday', 'months', 'quarters', 'years',
] as const;
export const shiftUnits = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'] as const;
export type TimeframeUnit = (typeof timeframeUnits)[number];
export type ShiftUnit = (typeof shiftUnits)[number];

/** A relative timeframe (seed 000 §5): `amount` whole units before or after now, optionally shifted. */
export const RelativeTimeframe = z.object({
  amount: z.number().int('The amount must be a whole number').min(1, 'The amount must be at least 1'),
  unit: z.enum(timeframeUnits),
  direction: z.enum(['fromNow', 'ago']),
  shift: z.object({ amount: z.number().int('The amount must be a whole number'), unit: z.enum(shiftUnits) }).optional(),
});
export type RelativeTimeframe = z.infer<typeof RelativeTimeframe>;
