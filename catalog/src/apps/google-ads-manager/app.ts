import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import { GoogleAdsId, GoogleAdsSettings, googleAdsHeaders, testGoogleAdsCustomer } from '../shared/index.js';

/** The manager account (MCC) whose linked accounts the actions report on. */
export const GoogleAdsManagerConfig = z.object({ managerId: GoogleAdsId });
export type GoogleAdsManagerConfig = z.infer<typeof GoogleAdsManagerConfig>;

export const googleAdsManager = defineApp({
  id: 'google-ads-manager',
  name: 'Google Ads Manager Account',
  shortName: 'Ads MCC',
  secondaryName: 'Google Ads',
  description: 'Reports across all accounts linked to a Google Ads manager account (MCC): customers, campaigns, change history.',
  service: 'Google Ads API (manager account)',
  authentication: 'oauth2',
  oauth2: googleOAuth2('adwords'),
  pool: 'ads',
  configurable: true,
  capabilities: ['actions', 'reports'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://support.google.com/google-ads/answer/6139186',
  tutorial: { connect: 'Sign in with a Google account that has access to the manager account, then enter the manager account id.' },
  baseUrl: 'https://googleads.googleapis.com',
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: GoogleAdsManagerConfig,
  settings: GoogleAdsSettings,
  settingsOf: 'google-ads',
  decorate: ({ config, settings }) => googleAdsHeaders(settings, config.managerId),
  classifyError: classifyGoogleError,
  test: ({ http, config }) => testGoogleAdsCustomer(http, config.managerId),
});
