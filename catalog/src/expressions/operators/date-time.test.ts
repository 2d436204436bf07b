import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW } from '../test-helpers.js';
import { operators } from './index.js';
import { call } from './test-call.js';

describe('now', () => {
  const at = (clock: string) => operators.now([], { now: () => clock });

  it("is the run's clock, in UTC", () => {
    expect(call('now')).toBe(NOW);
    expect(at('2026-03-15T11:30:00+01:00')).toBe('2026-03-15T10:30:00.000Z');
  });

  it('takes no params, and needs a valid clock', () => {
    expect(() => call('now', 1)).toThrow('now: expects 0 parameters, got 1');
    expect(() => at('noon')).toThrow('now: the run clock is not an ISO-8601 date: "noon"');
  });
});

describe('parseDate', () => {
  it('reads ISO-8601 without a format; no offset means UTC', () => {
    expect(call('parseDate', '2026-12-24T10:00:00+01:00')).toBe('2026-12-24T09:00:00.000Z');
    expect(call('parseDate', '2026-12-24')).toBe('2026-12-24T00:00:00.000Z');
    expect(call('parseDate', '2026-12-24T10:00')).toBe('2026-12-24T10:00:00.000Z');
  });

  it('reads luxon format tokens, month names in English', () => {
    expect(call('parseDate', '24.12.2026', 'dd.MM.yyyy')).toBe('2026-12-24T00:00:00.000Z');
    expect(call('parseDate', '24 December 2026 18:30', 'dd MMMM yyyy HH:mm')).toBe('2026-12-24T18:30:00.000Z');
    expect(call('parseDate', '24.12.2026 10:00 +01:00', 'dd.MM.yyyy HH:mm ZZ')).toBe('2026-12-24T09:00:00.000Z');
    expect(call('parseDate', '2026-12-24', null)).toBe('2026-12-24T00:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(() => call('parseDate', '31.02.2026', 'dd.MM.yyyy')).toThrow('parseDate: "31.02.2026" is not a date in the format "dd.MM.yyyy"');
    expect(() => call('parseDate', 'tomorrow')).toThrow('parseDate: parameter 1 must be an ISO-8601 date, got "tomorrow"');
    expect(() => call('parseDate', 20261224)).toThrow('parseDate: parameter 1 must be a Date, got Number');
    expect(() => call('parseDate', '24.12.2026', 5)).toThrow('parseDate: parameter 2 must be a Text, got Number');
  });
});

describe('formatDate', () => {
  it('writes luxon format tokens, in UTC unless told', () => {
    expect(call('formatDate', '2026-12-24T09:00:00Z', 'yyyy-MM-dd HH:mm')).toBe('2026-12-24 09:00');
    expect(call('formatDate', '2026-12-24T09:00:00+05:00', 'HH:mm')).toBe('04:00');
    expect(call('formatDate', '2026-12-24', 'EEEE d MMMM')).toBe('Thursday 24 December');
    expect(call('formatDate', '2026-12-24T09:00:00Z', 'HH:mm ZZ', 'Europe/Berlin')).toBe('10:00 +01:00');
  });

  it("uses the time zone's offset of that instant, across the DST change (Berlin, 2026-03-29)", () => {
    const pattern = "yyyy-MM-dd'T'HH:mm:ss.SSSZZ";
    expect(call('formatDate', '2026-03-29T00:30:00Z', pattern, 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000+01:00');
    expect(call('formatDate', '2026-03-29T01:30:00Z', pattern, 'Europe/Berlin')).toBe('2026-03-29T03:30:00.000+02:00');
  });

  it('names wrong params', () => {
    expect(() => call('formatDate', 5, 'HH')).toThrow('formatDate: parameter 1 must be a Date, got Number');
    expect(() => call('formatDate', null, 'HH')).toThrow('formatDate: parameter 1 must be a Date, got Null');
    expect(() => call('formatDate', 'soon', 'HH')).toThrow('formatDate: parameter 1 must be an ISO-8601 date, got "soon"');
    expect(() => call('formatDate', '2026-12-24T09:00:00Z', 'HH', 'Mars/Base')).toThrow('formatDate: parameter 3 must be a time zone, got "Mars/Base"');
    expect(() => call('formatDate', '2026-12-24T09:00:00Z')).toThrow('formatDate: expects 2 to 3 parameters, got 1');
  });
});

describe('addDuration, subtractDuration', () => {
  it('add and subtract ISO-8601 durations', () => {
    expect(call('addDuration', '2026-03-15T10:30:00Z', 'PT30M')).toBe('2026-03-15T11:00:00.000Z');
    expect(call('addDuration', '2026-03-15T10:30:00Z', 'P1DT2H')).toBe('2026-03-16T12:30:00.000Z');
    expect(call('addDuration', '2026-03-15', 'P1Y2M3DT4H5M6S')).toBe('2027-05-18T04:05:06.000Z');
    expect(call('subtractDuration', '2026-03-01T00:00:00Z', 'PT1H')).toBe('2026-02-28T23:00:00.000Z');
    expect(call('subtractDuration', '2026-03-15T10:30:00Z', 'P1W')).toBe('2026-03-08T10:30:00.000Z');
  });

  it('clamp month ends', () => {
    expect(call('addDuration', '2026-01-31T00:00:00Z', 'P1M')).toBe('2026-02-28T00:00:00.000Z');
    expect(call('addDuration', '2028-01-31T00:00:00Z', 'P1M')).toBe('2028-02-29T00:00:00.000Z');
    expect(call('subtractDuration', '2026-03-31T12:00:00Z', 'P1M')).toBe('2026-02-28T12:00:00.000Z');
    expect(call('addDuration', '2028-02-29T00:00:00Z', 'P1Y')).toBe('2029-02-28T00:00:00.000Z');
  });

  it('name wrong params', () => {
    expect(() => call('addDuration', '2026-01-01T00:00:00Z', 'one day')).toThrow('addDuration: parameter 2 must be an ISO-8601 duration, got "one day"');
    expect(() => call('subtractDuration', '2026-01-01', 3600)).toThrow('subtractDuration: parameter 2 must be a Text, got Number');
    expect(() => call('addDuration', [], 'P1D')).toThrow('addDuration: parameter 1 must be a Date, got List');
    expect(() => call('addDuration', '2026-01-01', 'P999999999Y')).toThrow('addDuration: the result is not a valid date');
  });

  it('adding and then subtracting a day or less returns the instant', () => {
    const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString());
    const duration = fc.oneof(
      fc.integer({ min: 0, max: 86_400 }).map((s) => `PT${s}S`),
      fc.integer({ min: 0, max: 1440 }).map((m) => `PT${m}M`),
      fc.integer({ min: 0, max: 24 }).map((h) => `PT${h}H`),
      fc.constant('P1D'),
    );
    fc.assert(fc.property(instant, duration, (start, step) => void expect(call('subtractDuration', call('addDuration', start, step), step)).toBe(start)));
  });
});

describe('diff', () => {
  it('is b − a in the unit, with a fraction', () => {
    expect(call('diff', '2026-01-01T00:00:00Z', '2026-01-03T12:00:00Z', 'days')).toBe(2.5);
    expect(call('diff', '2026-01-03T12:00:00Z', '2026-01-01T00:00:00Z', 'hours')).toBe(-60);
    expect(call('diff', '2026-01-01T00:00:00Z', '2026-01-01T00:01:30Z', 'minutes')).toBe(1.5);
    expect(call('diff', '2026-01-01T00:00:00Z', '2026-01-01T00:00:01.500Z', 'seconds')).toBe(1.5);
    expect(call('diff', '2026-03-02', '2026-03-16', 'weeks')).toBe(2);
    expect(call('diff', '2026-01-31', '2026-03-31', 'months')).toBe(2);
    expect(call('diff', '2026-01-15', '2026-02-15', 'months')).toBe(1);
    expect(call('diff', '2024-02-29', '2026-02-28', 'years')).toBeCloseTo(2, 0);
    expect(call('diff', '2026-01-01T10:00:00+02:00', '2026-01-01T08:00:00Z', 'hours')).toBe(0);
  });

  it('names wrong params', () => {
    expect(() => call('diff', '2026-01-01', '2026-01-02', 'fortnights')).toThrow('diff: parameter 3 must be one of seconds, minutes, hours, days, weeks, months, years, got "fortnights"');
    expect(() => call('diff', '2026-01-01', 5, 'days')).toThrow('diff: parameter 2 must be a Date, got Number');
    expect(() => call('diff', '2026-01-01', '2026-01-02')).toThrow('diff: expects 3 parameters, got 2');
  });
});

describe('startOf, endOf', () => {
  const at = '2026-03-18T15:42:17.250Z'; // a Wednesday

  it.each([
    ['minute', '2026-03-18T15:42:00.000Z', '2026-03-18T15:42:59.999Z'],
    ['hour', '2026-03-18T15:00:00.000Z', '2026-03-18T15:59:59.999Z'],
    ['day', '2026-03-18T00:00:00.000Z', '2026-03-18T23:59:59.999Z'],
    ['week', '2026-03-16T00:00:00.000Z', '2026-03-22T23:59:59.999Z'],
    ['month', '2026-03-01T00:00:00.000Z', '2026-03-31T23:59:59.999Z'],
    ['quarter', '2026-01-01T00:00:00.000Z', '2026-03-31T23:59:59.999Z'],
    ['year', '2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'],
  ])('of the %s, in UTC', (unit, start, end) => {
    expect(call('startOf', at, unit)).toBe(start);
    expect(call('endOf', at, unit)).toBe(end);
  });

  it('weeks start on Monday, also for a Sunday', () => {
    expect(call('startOf', '2026-03-15T10:30:00Z', 'week')).toBe('2026-03-09T00:00:00.000Z');
  });

  it('follow the time zone, across the DST change (Berlin, 2026-03-29 has 23 hours)', () => {
    expect(call('startOf', '2026-03-29T12:00:00Z', 'day', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(call('endOf', '2026-03-29T12:00:00Z', 'day', 'Europe/Berlin')).toBe('2026-03-29T21:59:59.999Z');
    expect(call('startOf', '2026-03-30T12:00:00Z', 'week', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(call('startOf', '2026-03-31T22:30:00Z', 'month', 'Europe/Berlin')).toBe('2026-03-31T22:00:00.000Z');
    expect(call('startOf', '2026-03-29T12:00:00Z', 'day', null)).toBe('2026-03-29T00:00:00.000Z');
  });

  it('name wrong params', () => {
    expect(() => call('startOf', at, 'fortnight')).toThrow('startOf: parameter 2 must be one of minute, hour, day, week, month, quarter, year, got "fortnight"');
    expect(() => call('endOf', at, 'day', 'Nowhere/Land')).toThrow('endOf: parameter 3 must be a time zone, got "Nowhere/Land"');
    expect(() => call('endOf', true, 'day')).toThrow('endOf: parameter 1 must be a Date, got Boolean');
  });
});
