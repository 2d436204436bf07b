import { describe, expect, it } from 'vitest';
import { changedAmount } from './budget-change.js';

describe('budget changes', () => {
  it('round the new amount to the cent in decimal, halves away from zero', () => {
    expect(changedAmount(50, { change: 'INCREASE', by: 'PERCENTAGE', value: '12,5 %' })).toBe(56.25);
    // Math.round(1.005 * 100) / 100 gave 1 and Math.round(0.285 * 100) / 100 gave 0.28.
    expect(changedAmount(50, { change: 'SET', by: 'AMOUNT', value: '1.005' })).toBe(1.01);
    expect(changedAmount(50, { change: 'SET', by: 'AMOUNT', value: 0.285 })).toBe(0.29);
    expect(changedAmount(50, { change: 'INCREASE', by: 'AMOUNT', value: 6.245 })).toBe(56.25);
  });
});
