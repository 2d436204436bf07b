import { z } from 'zod';
import { currencyCodes } from './currencies.js';

/** An ISO 4217 currency code (upper case; surrounding spaces and lower case accepted). */
export const CurrencyCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(currencyCodes, { error: 'Please provide a valid ISO 4217 currency code' }),
);
export type CurrencyCode = z.infer<typeof CurrencyCode>;
