import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { RelativeTimeframe } from '../../flow/relative-timeframe.js';
import { call } from './test-call.js';
import { timeframeSpan } from './timeframe.js';

// The test clock, NOW, is Sunday 2026-03-15T10:30:00.000Z.

describe('RelativeTimeframe', () => {
  it('accepts the units, directions and shifts', () => {
    expect(RelativeTimeframe.safeParse({ amount: 7, unit: 'days', direction: 'ago' }).success).toBe(true);
    expect(RelativeTimeframe.safeParse({ amount: 1, unit: 'weeksStartingSunday', direction: 'fromNow', shift: { amount: -2, unit: 'weeks' } }).success).toBe(true);
    expect(RelativeTimeframe.safeParse({ amount: 1, unit: 'months', direction: 'ago', shift: { amount: 0, unit: 'days' } }).success).toBe(true);
  });

  it.each([
    [{ amount: 0, unit: 'days', direction: 'ago' }],
    [{ amount: 1.5, unit: 'days', direction: 'ago' }],
    [{ amount: 1, unit: 'weeks', direction: 'ago' }],
    [{ amount: 1, unit: 'days', direction: 'later' }],
    [{ amount: 1, unit: 'days', direction: 'ago', shift: { amount: 1, unit: 'weeksStartingMonday' } }],
    [{ amount: 1, unit: 'days', direction: 'ago', shift: { amount: 0.5, unit: 'days' } }],
    [{ unit: 'days', direction: 'ago' }],
  ])('refuses %j', (value) => expect(RelativeTimeframe.safeParse(value).success).toBe(false));
});

describe('timeframe', () => {
  it.each([
    // Clock units count from now.
    [{ amount: 45, unit: 'seconds', direction: 'ago' }, '2026-03-15T10:29:15.000Z', '2026-03-15T10:30:00.000Z'],
    [{ amount: 30, unit: 'minutes', direction: 'fromNow' }, '2026-03-15T10:30:00.000Z', '2026-03-15T11:00:00.000Z'],
    [{ amount: 2, unit: 'hours', direction: 'ago' }, '2026-03-15T08:30:00.000Z', '2026-03-15T10:30:00.000Z'],
    // Calendar units cover whole units, never the current one.
    [{ amount: 7, unit: 'days', direction: 'ago' }, '2026-03-08T00:00:00.000Z', '2026-03-15T00:00:00.000Z'],
    [{ amount: 1, unit: 'days', direction: 'fromNow' }, '2026-03-16T00:00:00.000Z', '2026-03-17T00:00:00.000Z'],
    [{ amount: 1, unit: 'weeksStartingMonday', direction: 'ago' }, '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    [{ amount: 1, unit: 'weeksStartingSunday', direction: 'ago' }, '2026-03-08T00:00:00.000Z', '2026-03-15T00:00:00.000Z'],
    [{ amount: 2, unit: 'weeksStartingSunday', direction: 'fromNow' }, '2026-03-22T00:00:00.000Z', '2026-04-05T00:00:00.000Z'],
    [{ amount: 1, unit: 'months', direction: 'ago' }, '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    [{ amount: 1, unit: 'months', direction: 'fromNow' }, '2026-04-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'],
    [{ amount: 1, unit: 'quarters', direction: 'ago' }, '2025-10-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    [{ amount: 2, unit: 'years', direction: 'fromNow' }, '2027-01-01T00:00:00.000Z', '2029-01-01T00:00:00.000Z'],
    // A shift moves both ends.
    [{ amount: 1, unit: 'months', direction: 'ago', shift: { amount: -1, unit: 'years' } }, '2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z'],
    [{ amount: 1, unit: 'days', direction: 'ago', shift: { amount: 2, unit: 'hours' } }, '2026-03-14T02:00:00.000Z', '2026-03-15T02:00:00.000Z'],
    [{ amount: 1, unit: 'weeksStartingMonday', direction: 'fromNow', shift: { amount: 1, unit: 'weeks' } }, '2026-03-23T00:00:00.000Z', '2026-03-30T00:00:00.000Z'],
  ])('%j is %s to %s', (timeframe, start, end) => {
    expect(call('timeframe', timeframe)).toEqual({ start, end });
  });

  it('takes calendar units in the time zone of param 2', () => {
    // Now in Berlin is 11:30 (UTC+1): yesterday is March 14 there.
    expect(call('timeframe', { amount: 1, unit: 'days', direction: 'ago' }, 'Europe/Berlin')).toEqual({
      start: '2026-03-13T23:00:00.000Z',
      end: '2026-03-14T23:00:00.000Z',
    });
  });

  it('spans the 23 hours of the DST change day (Berlin, 2026-03-29)', () => {
    const now = DateTime.fromISO('2026-03-30T10:00:00Z').setZone('Europe/Berlin');
    const { start, end } = timeframeSpan({ amount: 1, unit: 'days', direction: 'ago' }, now);
    expect([start.toUTC().toISO(), end.toUTC().toISO()]).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(end.diff(start, 'hours').hours).toBe(23);
  });

  it('validates the timeframe, naming the operator', () => {
    expect(() => call('timeframe', { amount: 0, unit: 'days', direction: 'ago' })).toThrow('timeframe: parameter 1 must be a relative timeframe (amount: The amount must be at least 1)');
    expect(() => call('timeframe', { amount: 1, unit: 'weeks', direction: 'ago' })).toThrow(/^timeframe: parameter 1 must be a relative timeframe \(unit: /);
    expect(() => call('timeframe', 'last week')).toThrow(/^timeframe: parameter 1 must be a relative timeframe \(value: /);
    expect(() => call('timeframe', { amount: 1, unit: 'days', direction: 'ago' }, 'Mars/Base')).toThrow('timeframe: parameter 2 must be a time zone, got "Mars/Base"');
    expect(() => call('timeframe')).toThrow('timeframe: expects 1 to 2 parameters, got 0');
  });
});
