import { NonRetryableError } from '@tandem/catalog/sdk';

/**
 * Currencies the Marketing API counts without a sub-unit (offset 1); every other currency of an ad
 * account counts in hundredths (offset 100), so 50.00 EUR is sent and read as "5000".
 */
const WHOLE_UNIT_CURRENCIES = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

export const currencyOffset = (currency: string | undefined): number => (currency && WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100);

/** A money value of the API (sub-units as text or number) in the main unit; undefined stays undefined. */
export function toMainUnit(value: unknown, currency: string | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number / currencyOffset(currency) : undefined;
}

/** A main-unit amount as the API's sub-units (whole numbers). */
export function toSubUnits(amount: number, currency: string | undefined): number {
  const subUnits = Math.round(amount * currencyOffset(currency));
  if (subUnits < 0) throw new NonRetryableError('A budget cannot be negative');
  return subUnits;
}
