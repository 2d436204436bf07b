import { describe, expect, it } from 'vitest';
import { RelativeTimeframe } from '../../flow/relative-timeframe.js';
import { readRelativeTimeframe } from './read-timeframe.js';

const valid = { amount: 3, unit: 'days', direction: 'ago' };
const cases: unknown[] = [
  valid,
  { ...valid, shift: { amount: -1, unit: 'weeks' } },
  { ...valid, shift: { amount: 0, unit: 'years' }, extra: true },
  { ...valid, shift: undefined },
  'last week',
  null,
  3,
  true,
  [],
  {},
  { ...valid, amount: 0 },
  { ...valid, amount: -4 },
  { ...valid, amount: 1.5 },
  { ...valid, amount: -2.5, unit: 7 },
  { ...valid, amount: '1' },
  { ...valid, amount: Number.NaN },
  { ...valid, amount: Number.POSITIVE_INFINITY },
  { ...valid, amount: 2 ** 60 },
  { ...valid, unit: 'weeks' },
  { ...valid, direction: 'back' },
  { ...valid, shift: 3 },
  { ...valid, shift: null },
  { ...valid, shift: [] },
  { ...valid, shift: {} },
  { ...valid, shift: { amount: 1.5, unit: 'weeksStartingMonday' } },
];

describe('readRelativeTimeframe', () => {
  // The zod schema is the contract (the type checker, the editor and the apps use it); the workflow's reader must agree with it.
  it.each(cases.map((value) => [JSON.stringify(value) ?? String(value), value]))('reads %s as the zod schema does', (_name, value) => {
    const parsed = RelativeTimeframe.safeParse(value);
    const expected = parsed.success ? { data: parsed.data } : { issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`) };
    expect(readRelativeTimeframe(value)).toEqual(expected);
  });
});
