import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('the retry delay of a failing change watch', () => {
  it('doubles from 5 seconds up to 5 minutes, however many polls failed', () => {
    const hourly = 60 * 60_000;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, hourly) / 1000)).toEqual([5, 10, 20, 40, 80, 160, 300, 300]);
    expect(retryDelayMs(10_000, hourly)).toBe(300_000);
  });

  it('never waits longer than the watch polls anyway', () => {
    expect(retryDelayMs(6, 60_000)).toBe(60_000);
    expect(retryDelayMs(1, 60_000)).toBe(5_000);
  });
});
