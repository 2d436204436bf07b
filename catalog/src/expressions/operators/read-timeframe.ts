import type { RelativeTimeframe } from '../../flow/relative-timeframe.js';
import { TIMEFRAME_DIRECTIONS, TIMEFRAME_MESSAGES, TIMEFRAME_SHIFT_UNITS, TIMEFRAME_UNITS } from '../../flow/timeframe-units.js';

/**
 * Reads a relative timeframe for the `timeframe` operator, with the issues the zod schema
 * `RelativeTimeframe` gives (same order, same words; read-timeframe.test.ts holds them side by side).
 * The operator runs inside every workflow, where importing zod would cost each run's first workflow
 * task the evaluation of zod's modules (about 6 ms of CPU per run); this reader keeps zod out of
 * the workflow bundle.
 */
export function readRelativeTimeframe(value: unknown): { data: RelativeTimeframe } | { issues: string[] } {
  const issues: string[] = [];
  const object = (at: string, input: unknown): Record<string, unknown> | undefined => {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) return input as Record<string, unknown>;
    issues.push(`${at}: Invalid input: expected object, received ${kindOf(input)}`);
    return undefined;
  };
  const whole = (at: string, input: unknown, message: string, min?: number) => {
    if (typeof input !== 'number' || !Number.isFinite(input)) issues.push(`${at}: Invalid input: expected number, received ${kindOf(input)}`);
    else if (!Number.isSafeInteger(input)) issues.push(`${at}: ${message}`);
    else if (min !== undefined && input < min) issues.push(`${at}: ${TIMEFRAME_MESSAGES.amountMin}`);
  };
  const oneOf = (at: string, input: unknown, options: readonly string[]) => {
    if (typeof input !== 'string' || !options.includes(input)) issues.push(`${at}: Invalid option: expected one of ${options.map((o) => `"${o}"`).join('|')}`);
  };
  const top = object('value', value);
  if (!top) return { issues };
  whole('amount', top.amount, TIMEFRAME_MESSAGES.amountWhole, 1);
  oneOf('unit', top.unit, TIMEFRAME_UNITS);
  oneOf('direction', top.direction, TIMEFRAME_DIRECTIONS);
  const shift = top.shift === undefined ? undefined : object('shift', top.shift);
  if (shift) {
    whole('shift.amount', shift.amount, TIMEFRAME_MESSAGES.shiftWhole);
    oneOf('shift.unit', shift.unit, TIMEFRAME_SHIFT_UNITS);
  }
  if (issues.length > 0) return { issues };
  const read = { amount: top.amount, unit: top.unit, direction: top.direction, ...(shift ? { shift: { amount: shift.amount, unit: shift.unit } } : {}) };
  return { data: read as RelativeTimeframe };
}

/** How zod names what it received instead (its English messages). */
function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  return typeof input;
}
