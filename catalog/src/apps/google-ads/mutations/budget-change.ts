import { z } from 'zod';
import { roundAmount } from '@tandem/catalog/sdk';

export const PERCENTAGE_NOT_A_NUMBER = 'Percentage is not a number';

/** A number typed as text: a comma is a decimal separator, and a percent sign (for percentages) is dropped. */
export function numberOfText(value: number | string, percentage: boolean): number {
  if (typeof value === 'number') return value;
  const text = (percentage ? value.replaceAll('%', '') : value).trim().replace(',', '.');
  return text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number.NaN : Number(text);
}

/** How a budget changes: set to an amount, or raised or lowered by an amount or a percentage. */
export const BudgetChange = z
  .object({
    change: z.enum(['SET', 'INCREASE', 'DECREASE']).default('SET').describe('Change'),
    by: z.enum(['AMOUNT', 'PERCENTAGE']).default('AMOUNT').describe('By'),
    value: z.union([z.number(), z.string().trim().min(1)]).describe('Amount or percentage'),
  })
  .superRefine((input, ctx) => {
    const percentage = input.by === 'PERCENTAGE';
    const value = numberOfText(input.value, percentage);
    if (Number.isNaN(value)) ctx.addIssue({ code: 'custom', path: ['value'], message: percentage ? PERCENTAGE_NOT_A_NUMBER : 'Amount is not a number' });
    else if (value < 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Give a positive amount or percentage; choose increase or decrease for the direction' });
    if (input.change === 'SET' && percentage) ctx.addIssue({ code: 'custom', path: ['by'], message: 'A budget is set to an amount, not a percentage' });
  });
export type BudgetChange = z.infer<typeof BudgetChange>;

/** The new amount (units, rounded to the cent) of a budget of `current` units. */
export function changedAmount(current: number, change: BudgetChange): number {
  const value = numberOfText(change.value, change.by === 'PERCENTAGE');
  const delta = change.by === 'PERCENTAGE' ? (current * value) / 100 : value;
  const next = change.change === 'SET' ? value : change.change === 'INCREASE' ? current + delta : current - delta;
  return roundAmount(next, 2);
}
