import { z } from 'zod';
import { type HttpClient, readPages } from '@tandem/catalog/sdk';
import type { MerchantPrice } from './merchant-schemas.js';

/** The most products one `products.list` call answers. */
export const PRODUCTS_PAGE_SIZE = 1000;

export const ProductsLimit = z.number().int().min(1).max(100_000).default(1000).describe('At most this many products');

/** A processed product as the Merchant API answers it. */
export interface ApiProduct {
  name: string;
  offerId: string;
  contentLanguage: string;
  feedLabel: string;
  dataSource?: string;
  productAttributes?: Record<string, unknown> & { title?: string; link?: string; price?: MerchantPrice; salePrice?: MerchantPrice };
  productStatus?: {
    destinationStatuses?: Array<{ reportingContext?: string; approvedCountries?: string[]; pendingCountries?: string[]; disapprovedCountries?: string[] }>;
    itemLevelIssues?: Array<Record<string, unknown>>;
    creationDate?: string;
    lastUpdateDate?: string;
    googleExpirationDate?: string;
  };
}

/** Up to `limit` processed products of the account, page by page. */
export async function listProducts(http: HttpClient, account: string, limit: number): Promise<ApiProduct[]> {
  const read = async (pageToken: string | undefined, wanted: number) => {
    const { body } = await http.get<{ products?: ApiProduct[]; nextPageToken?: string }>(`/products/v1/accounts/${account}/products`, {
      query: { pageSize: Math.min(PRODUCTS_PAGE_SIZE, wanted), pageToken },
      responseType: 'json',
    });
    return { items: body.products ?? [], next: body.nextPageToken };
  };
  return readPages(undefined, read, { maxItems: limit, maxPages: Math.ceil(limit / PRODUCTS_PAGE_SIZE) + 1 });
}

/** `accounts/1/products/en~US~sku1` → `en~US~sku1`. */
export const productIdOf = (p: Pick<ApiProduct, 'contentLanguage' | 'feedLabel' | 'offerId'>): string => `${p.contentLanguage}~${p.feedLabel}~${p.offerId}`;
