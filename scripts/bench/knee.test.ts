import { describe, expect, it } from 'vitest';
import { belowKnee, kneeRate, type KneeStep } from './knee.js';

const step = (offered: number, over: Partial<KneeStep> = {}): KneeStep => ({ offered, achieved: offered, p99: 200, non2xx: 0, errors: 0, ...over });

describe('the knee of a load test', () => {
  it('is the highest rate up to which every step kept up', () => {
    expect(kneeRate([step(10), step(20), step(40, { achieved: 31 }), step(80, { achieved: 33 })])).toBe(20);
  });

  it('stops at the first step past a bound, even when a higher one happens to pass', () => {
    expect(kneeRate([step(40), step(10), step(20, { p99: 1000 }), step(80)])).toBe(10);
  });

  it('counts any error, any non-2xx answer and any started run that did not complete', () => {
    expect(belowKnee(step(10, { errors: 1 }))).toBe(false);
    expect(belowKnee(step(10, { non2xx: 1 }))).toBe(false);
    expect(belowKnee(step(10, { allCompleted: false }))).toBe(false);
    expect(belowKnee(step(10, { achieved: 9.5, p99: 999, allCompleted: true }))).toBe(true);
  });

  it('is null when the lowest rate is already past it', () => {
    expect(kneeRate([step(10, { achieved: 5 }), step(20)])).toBeNull();
  });
});
