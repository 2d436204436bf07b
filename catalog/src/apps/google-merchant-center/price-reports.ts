import { z } from 'zod';
import { MerchantAccountId, type MerchantPrice, micros } from './merchant-schemas.js';

export const ReportInput = z.object({
  accountId: MerchantAccountId,
  /** Only products sold in this country (ISO 3166-1 alpha-2). */
  countryCode: z.string().trim().regex(/^[A-Z]{2}$/, 'Use a country code like DE').optional().describe('Country'),
  limit: z.number().int().min(1).max(100_000).default(1000).describe('At most this many rows'),
});

/** The product view both reports share. */
export const ProductView = z.object({
  id: z.string(),
  offerId: z.string().optional(),
  title: z.string().optional(),
  brand: z.string().optional(),
  currencyCode: z.string().optional(),
  priceMicros: z.number().optional(),
});

export interface ViewRow {
  id: string;
  offerId?: string;
  title?: string;
  brand?: string;
  price?: MerchantPrice;
}

export const viewOf = (row: ViewRow) => ({ id: row.id, offerId: row.offerId, title: row.title, brand: row.brand, currencyCode: row.price?.currencyCode, priceMicros: micros(row.price) });
