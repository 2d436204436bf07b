import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import { MERCHANT_API_BASE_URL } from '../shared/merchant-product-input.js';
import { testMerchantConnection } from './test-connection.js';

/** The Merchant Center account (a sub-account of an advanced account, or a standalone one). */
export const GoogleMerchantCenterConfig = z.object({
  merchantId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string'),
  /** The API data source product updates are written to (Merchant Center → Data sources; an API source). */
  dataSourceId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional(),
});
export type GoogleMerchantCenterConfig = z.infer<typeof GoogleMerchantCenterConfig>;

export const googleMerchantCenter = defineApp({
  id: 'google-merchant-center',
  name: 'Google Merchant Center',
  shortName: 'Merchant Center',
  description: 'Read product statuses, account issues and price insights, and update product titles, descriptions and labels.',
  service: 'Google Merchant API v1',
  authentication: 'oauth2',
  oauth2: googleOAuth2('content'),
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'reports', 'feeds'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.google.com/merchant/api/guides/quickstart',
  tutorial: {
    connect:
      'Sign in with a Google account that is a user of the Merchant Center account, then enter its merchant id. To update products, also enter the id of an API data source of the account.',
  },
  // Paths name their sub-API and version: /accounts/v1, /products/v1, /reports/v1, /issueresolution/v1.
  baseUrl: MERCHANT_API_BASE_URL,
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: GoogleMerchantCenterConfig,
  classifyError: classifyGoogleError,
  test: testMerchantConnection,
});
