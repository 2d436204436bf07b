import { describe, expect, it } from 'vitest';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { toMainUnit, toSubUnits } from './money.js';

describe('Meta money', () => {
  it('counts most currencies in hundredths and Meta’s whole-unit ones in units', () => {
    expect(toMainUnit('5000', 'EUR')).toBe(50);
    expect(toMainUnit(5001, 'usd')).toBe(50.01);
    expect(toMainUnit('5000', 'JPY')).toBe(5000);
    expect(toMainUnit('5000', 'HUF')).toBe(5000); // Meta's rule, not ISO 4217's two decimals
    expect(toMainUnit('', 'EUR')).toBeUndefined();
    expect(toMainUnit('abc', 'EUR')).toBeUndefined();
    expect(toSubUnits(50, 'EUR')).toBe(5000);
    expect(toSubUnits(1500.5, 'JPY')).toBe(1501);
  });

  it('rounds to sub-units in decimal, halves away from zero', () => {
    // 1.005 * 100 and 0.285 * 100 fall just below the half in floating point; Math.round gave 100 and 28.
    expect(toSubUnits(1.005, 'EUR')).toBe(101);
    expect(toSubUnits(0.285, 'EUR')).toBe(29);
    expect(() => toSubUnits(-1, 'EUR')).toThrow(NonRetryableError);
  });
});
