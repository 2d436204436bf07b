import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';

/** Percent text such as "12,5 %" as a number; a clear message when it is none. */
const Percentage = z.union([z.number(), z.string()]).transform((given, ctx) => {
  const value = typeof given === 'number' ? given : Number(given.replace('%', '').replace(',', '.').trim());
  if ((typeof given === 'string' && given.trim() === '') || !Number.isFinite(value)) {
    ctx.addIssue({ code: 'custom', message: 'Percentage is not a number' });
    return z.NEVER;
  }
  return value;
});

/** How a budget changes: set to an amount, or raised or lowered by an amount or a percentage (main units). */
export const AdjustBy = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('set'), amount: z.number().min(0) }),
    z.object({ type: z.literal('amount'), direction: z.enum(['increase', 'decrease']), amount: z.number().min(0) }),
    z.object({ type: z.literal('percentage'), direction: z.enum(['increase', 'decrease']), percentage: Percentage.pipe(z.number().min(0)) }),
  ])
  .describe('Adjust by');
export type AdjustBy = z.infer<typeof AdjustBy>;

/** The new budget in main units. */
export function adjustedBudget(current: number, by: AdjustBy): number {
  const sign = by.type !== 'set' && by.direction === 'decrease' ? -1 : 1;
  const next = by.type === 'set' ? by.amount : by.type === 'amount' ? current + sign * by.amount : current * (1 + (sign * by.percentage) / 100);
  if (next < 0) throw new NonRetryableError('The budget would fall below zero');
  return Math.round(next * 100) / 100;
}
