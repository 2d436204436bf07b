/**
 * Money, exact. Amounts are read as decimals (a number by its shortest text, so `0.1 + 0.2` is
 * 0.30000000000000004, never 0.299…), shifted and rounded in integers, and rounded once: halves away
 * from zero (2.5 → 3, -2.5 → -3, 0.125 EUR → 0.13), as people round money.
 */

/** 1 currency unit = 1,000,000 micros (the Google APIs' money). */
export const MICROS_PER_UNIT = 1_000_000;
const MICRO_DIGITS = 6;

/** An amount: a number, its decimal text (`'17.99'`, the APIs' int64 strings) or a bigint. */
export type Amount = number | string | bigint;

/** `coefficient × 10^exponent`, the sign apart. */
interface Decimal {
  negative: boolean;
  coefficient: bigint;
  exponent: number;
}

const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const PLAIN_DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

function decimal(value: Amount): Decimal {
  if (typeof value === 'bigint') return { negative: value < 0n, coefficient: value < 0n ? -value : value, exponent: 0 };
  const match = typeof value === 'number' && !Number.isFinite(value) ? null : NUMBER_TEXT.exec(String(value).trim());
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (match === null || whole + fraction === '') throw new RangeError(`Not an amount: ${String(value)}`);
  return { negative: sign === '-', coefficient: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
}

/** `value` × 10^`digits` as a whole number, rounded half away from zero. */
function scaled(value: Decimal, digits: number): bigint {
  const shift = value.exponent + digits;
  let magnitude = value.coefficient;
  if (shift >= 0) magnitude *= 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    magnitude = magnitude / divisor + ((magnitude % divisor) * 2n >= divisor ? 1n : 0n);
  }
  return value.negative ? -magnitude : magnitude;
}

/** `value` × 10^`digits` as the nearest number (no rounding of the decimal itself). */
const shifted = (value: Decimal, digits: number): number =>
  Number(`${value.negative ? '-' : ''}${value.coefficient}e${value.exponent + digits}`) || 0; // `|| 0`: no -0

/** A whole number of 10^-`digits` as fixed-point text: (-1999n, 2) → `-19.99`. */
function fixed(value: bigint, digits: number): string {
  const sign = value < 0n ? '-' : '';
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Units to whole micros: 17.99 → 17990000. `decimals` rounds the units first (2: whole cents, so
 * 1.005 → 1010000), once; the default keeps every micro.
 */
export function unitsToMicros(units: Amount, decimals = MICRO_DIGITS): number {
  return Number(scaled(decimal(units), Math.min(decimals, MICRO_DIGITS)) * 10n ** BigInt(MICRO_DIGITS - Math.min(decimals, MICRO_DIGITS)));
}

/** Micros (the APIs' int64 text or a number, fractions too) to units, exact in decimal: 1234567 → 1.234567. */
export function microsToUnits(micros: Amount): number {
  return shifted(decimal(micros), -MICRO_DIGITS);
}

/** Units to a whole number of minor units of `decimals` digits (2: 50.005 → 5001 cents). */
export function toMinorUnits(units: Amount, decimals: number): number {
  return Number(scaled(decimal(units), decimals));
}

/** A whole number of minor units of `decimals` digits to units (2: 5001 → 50.01). */
export function fromMinorUnits(minor: Amount, decimals: number): number {
  return shifted(decimal(minor), -decimals);
}

/** An amount rounded to `decimals` digits: (1.005, 2) → 1.01 (`Math.round(1.005 * 100) / 100` is 1). */
export function roundAmount(units: Amount, decimals: number): number {
  return fromMinorUnits(scaled(decimal(units), decimals), decimals);
}

/** An amount as text with exactly `decimals` digits: (1.005, 2) → `1.01` (`(1.005).toFixed(2)` is `1.00`). */
export function formatAmount(units: Amount, decimals: number): string {
  return fixed(scaled(decimal(units), decimals), decimals);
}

/** Micros as units text with exactly `decimals` digits: (19990000, 2) → `19.99`. */
export function formatMicrosAmount(micros: Amount, decimals: number): string {
  return fixed(scaled(decimal(micros), decimals - MICRO_DIGITS), decimals);
}

/** Whether `text` is a plain decimal amount: an optional sign, digits, optionally a point and digits. */
export const isAmountText = (text: string): boolean => PLAIN_DECIMAL.test(text.trim());

/** A plain decimal amount (`'17.99'`, `'-3'`) to whole micros; anything else is a RangeError. */
export function parseAmount(text: string): number {
  if (!isAmountText(text)) throw new RangeError(`Not an amount: ${JSON.stringify(text)}`);
  return unitsToMicros(text);
}
