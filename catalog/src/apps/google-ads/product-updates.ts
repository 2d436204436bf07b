import { z } from 'zod';
import type { HttpClient } from '@tandem/catalog/sdk';
import { MERCHANT_API_BASE_URL, MerchantProductId, updateProductInput } from '../shared/merchant-product-input.js';

const numericString = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');

/**
 * Shopping products come from the Merchant Center account linked to the Ads account, so these
 * actions change the product there (Merchant API, same Google sign-in); the account and an API data
 * source of it are named in the step.
 */
export const ProductTarget = {
  merchantId: numericString.describe('Merchant Center account'),
  dataSourceId: numericString.describe('Data source (an API data source of the Merchant Center account)'),
  productId: MerchantProductId,
};

/** The Merchant API is another host than the Ads API; tests point it at the Merchant fake by that app's override. */
const merchantApi = { baseUrl: MERCHANT_API_BASE_URL, baseUrlApp: 'google-merchant-center' };

export type ProductTarget = z.output<z.ZodObject<typeof ProductTarget>>;

/** Writes the attributes to the product's input in the Merchant Center account the step names. */
export const writeProduct = (http: HttpClient, target: ProductTarget, attributes: Record<string, string | undefined>) =>
  updateProductInput(http, { account: target.merchantId, dataSource: target.dataSourceId, productId: target.productId, attributes }, merchantApi);
