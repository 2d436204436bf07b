import { z } from 'zod';
import { defineApp } from '../../sdk/index.js';

/** The Merchant Center account (a sub-account of an advanced account, or a standalone one). */
export const GoogleMerchantCenterConfig = z.object({
  merchantId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string'),
});
export type GoogleMerchantCenterConfig = z.infer<typeof GoogleMerchantCenterConfig>;

export const googleMerchantCenter = defineApp({
  id: 'google-merchant-center',
  name: 'Google Merchant Center',
  shortName: 'Merchant Center',
  description: 'Read product statuses, account issues and price insights, and update product titles, descriptions and labels.',
  service: 'Google Content API for Shopping v2.1',
  authentication: 'oauth2',
  configurable: true,
  capabilities: ['actions', 'reports', 'feeds'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.google.com/shopping-content/guides/quickstart',
  tutorial: { connect: 'Sign in with a Google account that is a user of the Merchant Center account, then enter its merchant id.' },
  baseUrl: 'https://shoppingcontent.googleapis.com/content/v2.1',
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: GoogleMerchantCenterConfig,
});
