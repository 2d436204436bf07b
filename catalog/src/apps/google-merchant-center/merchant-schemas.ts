import { z } from 'zod';
import { formatMicros, NonRetryableError } from '@tandem/catalog/sdk';

/** A Merchant Center account id; the connection's when absent. */
export const MerchantAccountId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional().describe('Merchant account');

/** The step's account, else the connection's. */
export const accountOf = (input: string | undefined, config: { merchantId: string }): string => input ?? config.merchantId;

/** Google's money: micros as an int64 string and a currency. */
export interface MerchantPrice {
  amountMicros?: string;
  currencyCode?: string;
}

export const Money = z.object({ value: z.string(), currency: z.string() });
export type Money = z.infer<typeof Money>;

/** `{ amountMicros: '19990000', currencyCode: 'EUR' }` → `{ value: '19.99', currency: 'EUR' }`, in the currency's own decimals (JPY none). */
export function moneyOf(price: MerchantPrice | undefined): Money | undefined {
  if (price?.amountMicros === undefined) return undefined;
  return { value: formatMicros(price.amountMicros, price.currencyCode ?? ''), currency: price.currencyCode ?? '' };
}

export const micros = (price: MerchantPrice | undefined): number | undefined => (price?.amountMicros === undefined ? undefined : Number(price.amountMicros));

/** The data source product updates go to: the step's, else the connection's. */
export function dataSourceOf(input: string | undefined, config: { dataSourceId?: string | undefined }): string {
  const id = input ?? config.dataSourceId;
  if (id === undefined) throw new NonRetryableError('Choose the API data source for product updates, in the step or in the connection');
  return id;
}
