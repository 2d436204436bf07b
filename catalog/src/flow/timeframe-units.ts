/**
 * The words of a relative timeframe, as plain lists: the zod schema (relative-timeframe.ts) and the
 * `timeframe` operator's reader (which runs in every workflow and so stays free of zod) both use them.
 */
export const TIMEFRAME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeksStartingMonday', 'weeksStartingSunday', 'months', 'quarters', 'years'] as const;

/** A shift moves by a length, not to a week start: plain weeks. */
export const TIMEFRAME_SHIFT_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'] as const;

export const TIMEFRAME_DIRECTIONS = ['fromNow', 'ago'] as const;

export const TIMEFRAME_MESSAGES = {
  amountWhole: 'The amount must be a whole number',
  amountMin: 'The amount must be at least 1',
  shiftWhole: 'The shift amount must be a whole number',
} as const;
