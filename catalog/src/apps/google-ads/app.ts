import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { CurrencyCode, defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import type { AdsAccount } from './api/ads-api.js';
import { GoogleAdsId, OptionalGoogleAdsId, GoogleAdsSettings, googleAdsHeaders, listGoogleAdsCustomers, testGoogleAdsCustomer } from '../shared/index.js';

/** The Google Ads account a workspace works on; the manager id is sent as `login-customer-id`. */
export const GoogleAdsConfig = z.object({
  customerId: GoogleAdsId,
  managerId: OptionalGoogleAdsId,
  currency: CurrencyCode.optional(),
});
export type GoogleAdsConfig = z.infer<typeof GoogleAdsConfig>;

/** The account an Ads connection acts on (reached through its manager account when one is set, see `decorate`). */
export const adsAccountOf = (config: GoogleAdsConfig): AdsAccount => ({ customerId: config.customerId });

export const googleAds = defineApp({
  id: 'google-ads',
  name: 'Google Ads',
  shortName: 'Ads',
  description: 'Report on and change campaigns, ad groups, ads, keywords, budgets and bidding of a Google Ads account.',
  service: 'Google Ads API',
  authentication: 'oauth2',
  // Its product updates change the Shopping products in the linked Merchant Center account (Merchant API).
  oauth2: googleOAuth2('adwords', 'content'),
  pool: 'ads',
  configurable: true,
  capabilities: ['actions', 'reports', 'changeWatch'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.google.com/google-ads/api/docs/oauth/overview',
  tutorial: {
    connect: 'Sign in with the Google account that can access the Ads account, then enter its 10-digit customer id (123-456-7890).',
    usage: 'Money in raw report data is in micros (1 unit = 1,000,000 micros); newer actions use whole currency units.',
  },
  // Paths carry the API version (`/v24/customers/...`).
  baseUrl: 'https://googleads.googleapis.com',
  // Basic access: 15,000 operations a day; the API answers RESOURCE_EXHAUSTED (429) beyond its QPS.
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: GoogleAdsConfig,
  settings: GoogleAdsSettings,
  decorate: ({ config, settings }) => googleAdsHeaders(settings, config.managerId),
  classifyError: classifyGoogleError,
  test: ({ http, config }) => testGoogleAdsCustomer(http, config.customerId),
  listAccounts: ({ http }) => listGoogleAdsCustomers(http),
  accountField: 'customerId',
});
