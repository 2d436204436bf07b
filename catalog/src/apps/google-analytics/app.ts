import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import { testAnalyticsConnection } from './test-connection.js';

/** The GA4 property reports run on (`properties/<id>` or the bare id). */
export const GoogleAnalyticsConfig = z.object({
  propertyId: z
    .string()
    .trim()
    .regex(/^(properties\/)?\d+$/, 'Value must be a numeric string')
    .transform((id) => id.replace(/^properties\//, ''))
    .optional(),
});
export type GoogleAnalyticsConfig = z.infer<typeof GoogleAnalyticsConfig>;

/** The Admin API's host (accounts, properties); reports use the Data API, the app's base URL. */
export const ANALYTICS_ADMIN_BASE_URL = 'https://analyticsadmin.googleapis.com';

/** Reports use the Data API (this base URL); accounts and properties the Admin API. Paths carry the version (`/v1beta/...`). */
export const googleAnalytics = defineApp({
  id: 'google-analytics',
  name: 'Google Analytics',
  shortName: 'Analytics',
  secondaryName: 'GA4',
  description: 'List accounts and properties and run reports on a Google Analytics 4 property.',
  service: 'Google Analytics Data API and Admin API',
  authentication: 'oauth2',
  oauth2: googleOAuth2('analytics.readonly'),
  configurable: true,
  capabilities: ['actions', 'reports'],
  premium: false,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.google.com/analytics/devguides/reporting/data/v1',
  tutorial: { connect: 'Sign in with a Google account that can read the property.' },
  baseUrl: 'https://analyticsdata.googleapis.com',
  // Data API: 200,000 tokens a day and 40,000 an hour per property; 10 requests at once.
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 10 },
  config: GoogleAnalyticsConfig,
  classifyError: classifyGoogleError,
  test: testAnalyticsConnection,
});
