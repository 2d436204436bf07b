import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';

/** The dated API revision Tandem's Klaviyo actions follow. */
export const KLAVIYO_REVISION = '2025-07-15';

export const KlaviyoConfig = z.object({});
export type KlaviyoConfig = z.infer<typeof KlaviyoConfig>;

export const klaviyo = defineApp({
  id: 'klaviyo',
  name: 'Klaviyo',
  shortName: 'Klaviyo',
  description: 'Email and SMS marketing: profiles, lists, segments, campaigns and metrics.',
  service: 'Klaviyo API',
  authentication: 'oauth2',
  oauth2: {
    authorizeUrl: 'https://www.klaviyo.com/oauth/authorize',
    tokenUrl: 'https://a.klaviyo.com/oauth/token',
    scopes: [
      'accounts:read', 'campaigns:read', 'events:read', 'events:write', 'lists:read', 'lists:write', 'metrics:read', 'profiles:read',
      'profiles:write', 'segments:read', 'subscriptions:write',
    ],
    clientAuth: 'basic',
    refreshable: true,
  },
  pool: 'messaging',
  configurable: false,
  capabilities: ['actions', 'reports'],
  premium: false,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.klaviyo.com/en/docs/set_up_oauth',
  tutorial: { connect: 'Sign in with Klaviyo and allow access to the account.' },
  baseUrl: 'https://a.klaviyo.com/api',
  // Burst 10/s and steady 150/min on most endpoints.
  rateLimit: { requestsPerSecond: 3, maxConcurrent: 3 },
  config: KlaviyoConfig,
  // Every call names the API revision it was written for; answers are JSON:API documents.
  headers: { revision: KLAVIYO_REVISION, accept: 'application/vnd.api+json' },
  // The account of the token: any scope of a connected app can read it.
  test: async ({ http }) => {
    await http.get('/accounts', { responseType: 'json' });
  },
});
