import { describe, expect, it } from 'vitest';
import { moneyOf } from './merchant-schemas.js';

describe('Merchant Center money', () => {
  it("prints a price in its currency's own decimals", () => {
    expect(moneyOf({ amountMicros: '19990000', currencyCode: 'EUR' })).toEqual({ value: '19.99', currency: 'EUR' });
    // Was `1500.00`: yen have no minor unit, dinars three.
    expect(moneyOf({ amountMicros: '1500000000', currencyCode: 'JPY' })).toEqual({ value: '1500', currency: 'JPY' });
    expect(moneyOf({ amountMicros: '1234500', currencyCode: 'KWD' })).toEqual({ value: '1.235', currency: 'KWD' });
    // Was `1.00`: 1005000 / 1e6 is 1.005 as a double just below the half.
    expect(moneyOf({ amountMicros: '1005000', currencyCode: 'EUR' })).toEqual({ value: '1.01', currency: 'EUR' });
    expect(moneyOf({ currencyCode: 'EUR' })).toBeUndefined();
  });
});
