import { describe, expect, it } from 'vitest';
import { feedPrice } from './feed-row.js';

describe('feed prices', () => {
  it("print the currency's own decimals", () => {
    expect(feedPrice(12.5, 'eur')).toBe('12.50 EUR');
    expect(feedPrice('19.9', 'USD')).toBe('19.90 USD');
    // Were `1500.00 JPY` and `1.25 KWD`.
    expect(feedPrice(1500, 'JPY')).toBe('1500 JPY');
    expect(feedPrice('1.25', 'KWD')).toBe('1.250 KWD');
    // Was `1.00 EUR` ((1.005).toFixed(2)); halves round away from zero.
    expect(feedPrice(1.005, 'EUR')).toBe('1.01 EUR');
  });
});
