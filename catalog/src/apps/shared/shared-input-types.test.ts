import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { type DateConstant, dateConstantRange } from './date-constant.js';
import { GoogleAdsId, OptionalGoogleAdsId } from './google-ads-id.js';
import { MetricsPeriod, metricsPeriodRange, Period } from './period.js';

const message = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

// Wednesday, 2026-11-25, in the account's zone.
const now = DateTime.fromISO('2026-11-25T15:30:00', { zone: 'Europe/Berlin' });

describe('date constants', () => {
  const cases: Array<[DateConstant, string, string]> = [
    ['TODAY', '2026-11-25', '2026-11-25'],
    ['YESTERDAY', '2026-11-24', '2026-11-24'],
    ['LAST_7_DAYS', '2026-11-18', '2026-11-24'],
    ['LAST_14_DAYS', '2026-11-11', '2026-11-24'],
    ['LAST_30_DAYS', '2026-10-26', '2026-11-24'],
    ['LAST_BUSINESS_WEEK', '2026-11-16', '2026-11-20'],
    ['THIS_MONTH', '2026-11-01', '2026-11-25'],
    ['LAST_MONTH', '2026-10-01', '2026-10-31'],
    ['THIS_WEEK_SUN_TODAY', '2026-11-22', '2026-11-25'],
    ['THIS_WEEK_MON_TODAY', '2026-11-23', '2026-11-25'],
    ['LAST_WEEK_SUN_SAT', '2026-11-15', '2026-11-21'],
    ['LAST_WEEK_MON_SUN', '2026-11-16', '2026-11-22'],
  ];
  it.each(cases)('%s covers %s to %s', (constant, from, to) => {
    expect(dateConstantRange(constant, now)).toEqual({ from, to });
  });

  it('a Sunday is the first day of its Sunday week', () => {
    expect(dateConstantRange('THIS_WEEK_SUN_TODAY', DateTime.fromISO('2026-11-22T08:00:00Z'))).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
});

describe('metrics period', () => {
  it('reads fromTo, dateConstant and timeframe periods', () => {
    expect(metricsPeriodRange(MetricsPeriod.parse({ type: 'fromTo', from: '2026-01-01', to: '2026-01-31' }), now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(metricsPeriodRange(MetricsPeriod.parse({ type: 'dateConstant', dateConstant: 'LAST_30_DAYS' }), now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    const lastMonths = MetricsPeriod.parse({ type: 'timeframe', timeframe: { amount: 2, unit: 'months', direction: 'ago' } });
    expect(metricsPeriodRange(lastMonths, now)).toEqual({ from: '2026-09-01', to: '2026-10-31' });
    const fixed = MetricsPeriod.parse({ type: 'timeframe', timeframe: { start: '2026-11-20', end: '2026-11-22' } });
    expect(metricsPeriodRange(fixed, now)).toEqual({ from: '2026-11-20', to: '2026-11-22' });
  });

  it('cuts a timeframe at today and refuses one wholly in the future', () => {
    const reaching = MetricsPeriod.parse({ type: 'timeframe', timeframe: { start: '2026-11-20', end: '2026-12-31' } });
    expect(metricsPeriodRange(reaching, now)).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    const shiftedToToday = MetricsPeriod.parse({ type: 'timeframe', timeframe: { amount: 2, unit: 'days', direction: 'ago', shift: { amount: 2, unit: 'days' } } });
    expect(metricsPeriodRange(shiftedToToday, now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    const next = MetricsPeriod.parse({ type: 'timeframe', timeframe: { amount: 1, unit: 'months', direction: 'fromNow' } });
    expect(() => metricsPeriodRange(next, now)).toThrow(NonRetryableError);
  });

  it('refuses malformed periods', () => {
    expect(message(MetricsPeriod, { type: 'fromTo', from: '2026-02-01', to: '2026-01-01' })).toBe('The start date must not be after the end date');
    expect(message(MetricsPeriod, { type: 'fromTo', from: '1.2.2026', to: '2026-01-01' })).toBe('Please provide a date as YYYY-MM-DD');
    expect(MetricsPeriod.safeParse({ type: 'dateConstant', dateConstant: 'LAST_YEAR' }).success).toBe(false);
    expect(MetricsPeriod.safeParse({ type: 'timeframe', timeframe: { amount: 0, unit: 'days', direction: 'ago' } }).success).toBe(false);
  });
});

describe('order periods', () => {
  it('take dates or date-times with their offset, with one message for anything else', () => {
    expect(Period.parse({ from: '2026-03-01', to: '2026-03-01T08:00:00+01:00' })).toEqual({ from: '2026-03-01', to: '2026-03-01T08:00:00+01:00' });
    expect(message(Period, { from: '1.3.2026', to: '2026-03-02' })).toBe('Please provide a date (YYYY-MM-DD) or a date and time');
  });
});

describe('account ids', () => {
  it('take 10 digits or 3-3-4 with spaces around, dashes stripped', () => {
    expect(GoogleAdsId.parse(' 123-456-7890 ')).toBe('1234567890');
    expect(GoogleAdsId.parse('1234567890')).toBe('1234567890');
    expect(message(GoogleAdsId, '123-4567-890')).toBe('Please provide a valid Google Ads ID');
    expect(OptionalGoogleAdsId.parse('  ')).toBeUndefined();
  });
});
