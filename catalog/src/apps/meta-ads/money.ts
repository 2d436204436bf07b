import { fromMinorUnits, isAmountText, NonRetryableError, toMinorUnits } from '@tandem/catalog/sdk';

/**
 * Currencies the Marketing API counts without a sub-unit (offset 1); every other currency of an ad
 * account counts in hundredths (offset 100), so 50.00 EUR is sent and read as "5000". Meta's own
 * list: it counts HUF, TWD and a few more in whole units although ISO 4217 gives them two decimals.
 */
const WHOLE_UNIT_CURRENCIES = new Set(['CLP', 'COP', 'CRC', 'HUF', 'ISK', 'IDR', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

/** The decimals of the API's money amounts in a currency: 0 or 2. */
const apiDecimals = (currency: string | undefined): number => (currency && WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2);

/** A money value of the API (sub-units as text or number) in the main unit; undefined stays undefined. */
export function toMainUnit(value: unknown, currency: string | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const readable = (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && isAmountText(value));
  return readable ? fromMinorUnits(value as number | string, apiDecimals(currency)) : undefined;
}

/** A main-unit amount as the API's sub-units (whole numbers, halves away from zero). */
export function toSubUnits(amount: number, currency: string | undefined): number {
  const subUnits = toMinorUnits(amount, apiDecimals(currency));
  if (subUnits < 0) throw new NonRetryableError('A budget cannot be negative');
  return subUnits;
}
