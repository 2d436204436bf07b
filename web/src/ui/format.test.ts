import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes, formatUsage } from './format';

describe('formatDuration', () => {
  it('formats by magnitude', () => {
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    expect(formatDuration(at(0), at(250))).toBe('250 ms');
    expect(formatDuration(at(0), at(1500))).toBe('1.5 s');
    expect(formatDuration(at(0), at(184_000))).toBe('3 min 4 s');
    expect(formatDuration(at(0), at(7_500_000))).toBe('2 h 5 min');
    expect(formatDuration(at(0), null)).toBe('—');
  });
});

describe('formatUsage', () => {
  it('shows AI spend in euros, mails as a count', () => {
    expect(formatUsage(12_345_678, 'microEuros', 'en')).toBe('€12.35');
    expect(formatUsage(12_345_678, 'microEuros', 'de')).toBe('12,35\u00a0€');
    expect(formatUsage(1200, 'mails', 'en')).toBe('1,200 mails');
    expect(formatUsage(3, null, 'en')).toBe('3');
  });
});

describe('formatMinutes', () => {
  it('says a number of minutes in days, hours and minutes', () => {
    expect(formatMinutes(44_640, 'en')).toBe('31 days');
    expect(formatMinutes(44_640, 'de')).toBe('31 Tage');
    expect(formatMinutes(90, 'en')).toBe('1 hour 30 minutes');
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(0, 'en')).toBe('0 minutes');
  });
});
