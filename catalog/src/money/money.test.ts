import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS, currencyCodes, currencyDecimals, formatMicros, formatUnits } from './currencies.js';
import { CurrencyCode } from './currency-code.js';
import { formatAmount, fromMinorUnits, microsToUnits, parseAmount, roundAmount, toMinorUnits, unitsToMicros } from './money.js';

describe('micros', () => {
  it('turns units into whole micros without float drift', () => {
    expect(unitsToMicros(17.99)).toBe(17_990_000); // 17.99 * 1e6 is 17989999.999999996
    expect(unitsToMicros(0.1 + 0.2)).toBe(300_000); // 0.30000000000000004
    expect(unitsToMicros(1.005)).toBe(1_005_000);
    expect(unitsToMicros('19.99')).toBe(19_990_000);
    expect(unitsToMicros(0)).toBe(0);
    expect(unitsToMicros(1e-7)).toBe(0);
  });

  it('rounds halves away from zero, once', () => {
    expect(unitsToMicros(0.1234565)).toBe(123_457);
    expect(unitsToMicros(-0.1234565)).toBe(-123_457);
    expect(unitsToMicros(-1.5)).toBe(-1_500_000);
    // To whole cents: 1.005 * 100 is 100.49999999999999, which Math.round makes 100.
    expect(unitsToMicros(1.005, 2)).toBe(1_010_000);
    expect(unitsToMicros(0.285, 2)).toBe(290_000);
    expect(unitsToMicros(-2.675, 2)).toBe(-2_680_000);
    expect(unitsToMicros(1500.4, 0)).toBe(1_500_000_000);
  });

  it('turns micros into units exactly, int64 text too', () => {
    expect(microsToUnits(17_990_000)).toBe(17.99);
    expect(microsToUnits('1234567')).toBe(1.234567);
    expect(microsToUnits('-50000')).toBe(-0.05);
    expect(microsToUnits(1_000_000.5)).toBe(1.0000005);
    expect(microsToUnits('-123456789012345678')).toBe(-123456789012.34567);
    expect(microsToUnits(0)).toBe(0);
    expect(Object.is(microsToUnits('-0'), 0)).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => unitsToMicros(Number.NaN)).toThrow(RangeError);
    expect(() => unitsToMicros(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => microsToUnits('')).toThrow('Not an amount');
    expect(() => microsToUnits('12 EUR')).toThrow('Not an amount');
  });
});

describe('minor units', () => {
  it('converts to and from whole minor units of any digits', () => {
    expect(toMinorUnits(50, 2)).toBe(5000);
    expect(toMinorUnits(0.29, 2)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toMinorUnits(1500.5, 0)).toBe(1501);
    expect(toMinorUnits(-1500.5, 0)).toBe(-1501);
    expect(toMinorUnits(1.2345, 3)).toBe(1235);
    expect(fromMinorUnits('5001', 2)).toBe(50.01);
    expect(fromMinorUnits(1234, 3)).toBe(1.234);
    expect(fromMinorUnits(1500, 0)).toBe(1500);
  });

  it('rounds and prints amounts to any number of decimals', () => {
    expect(roundAmount(1.005, 2)).toBe(1.01);
    expect(roundAmount(56.245, 2)).toBe(56.25);
    expect(roundAmount(-0.125, 2)).toBe(-0.13);
    expect(roundAmount(0.1 + 0.2, 2)).toBe(0.3);
    expect(formatAmount(1.005, 2)).toBe('1.01');
    expect(formatAmount(19, 2)).toBe('19.00');
  });
});

describe('formatting and parsing', () => {
  it("prints the currency's own decimals", () => {
    expect(formatUnits(12.5, 'EUR')).toBe('12.50');
    expect(formatUnits('12.5', 'eur')).toBe('12.50');
    expect(formatUnits(1500, 'JPY')).toBe('1500');
    expect(formatUnits(1499.5, 'JPY')).toBe('1500');
    expect(formatUnits(1.2345, 'KWD')).toBe('1.235');
    expect(formatUnits(0.1 + 0.2, 'USD')).toBe('0.30');
    expect(formatUnits(1.005, 'EUR')).toBe('1.01'); // (1.005).toFixed(2) is 1.00
    expect(formatUnits(-1.005, 'EUR')).toBe('-1.01');
    expect(formatUnits(-0.001, 'EUR')).toBe('0.00');
    expect(formatUnits(7, 'XYZ')).toBe('7.00');
    expect(formatMicros('19990000', 'EUR')).toBe('19.99');
    expect(formatMicros(1_500_000_000, 'JPY')).toBe('1500');
    expect(formatMicros(1_234_500, 'BHD')).toBe('1.235');
    expect(formatMicros(-5_000, 'USD')).toBe('-0.01');
  });

  it('parses plain decimal text to micros', () => {
    expect(parseAmount('17.99')).toBe(17_990_000);
    expect(parseAmount(' -3 ')).toBe(-3_000_000);
    expect(parseAmount('0.0000005')).toBe(1);
    for (const bad of ['', '1e3', '1,5', '.5', '12.', 'NaN', '12 EUR']) expect(() => parseAmount(bad), bad).toThrow(RangeError);
  });
});

describe('currencies', () => {
  it('knows the minor-unit digits of every ISO 4217 currency', () => {
    expect(currencyCodes).toHaveLength(156);
    expect(Object.entries(CURRENCY_DECIMALS).filter(([, d]) => d === 0).map(([c]) => c)).toEqual(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
    expect(Object.entries(CURRENCY_DECIMALS).filter(([, d]) => d === 3).map(([c]) => c)).toEqual(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
    expect(currencyDecimals('jpy')).toBe(0);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('XYZ')).toBe(2);
  });

  it('reads a currency code', () => {
    expect(CurrencyCode.parse(' eur ')).toBe('EUR');
    expect(CurrencyCode.safeParse('EURO').error?.issues[0]?.message).toBe('Please provide a valid ISO 4217 currency code');
  });
});
