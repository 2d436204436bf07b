import { z } from 'zod';
import { classifyMetaError } from './classify-meta-error.js';
import { CurrencyCode, defineApp } from '@tandem/catalog/sdk';
import { graphList } from './graph.js';
import { META_API_VERSION } from './api-version.js';

/** The ad account (`act_<id>` without the prefix) the workspace works on. */
export const MetaAdsConfig = z.object({
  adAccountId: z.string().trim().regex(/^(act_)?\d+$/, 'Value must be a numeric string').transform((id) => id.replace(/^act_/, '')),
  businessId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional(),
  currency: CurrencyCode.optional(),
});
export type MetaAdsConfig = z.infer<typeof MetaAdsConfig>;

export const metaAds = defineApp({
  id: 'meta-ads',
  name: 'Meta Ads',
  shortName: 'Meta',
  secondaryName: 'Facebook & Instagram Ads',
  description: 'Report on and change campaigns, ad sets and ads on Facebook and Instagram; search the Ad Library.',
  service: `Meta Marketing API (Graph API ${META_API_VERSION})`,
  authentication: 'oauth2',
  oauth2: {
    authorizeUrl: `https://www.facebook.com/${META_API_VERSION}/dialog/oauth`,
    tokenUrl: `https://graph.facebook.com/${META_API_VERSION}/oauth/access_token`,
    scopes: ['ads_read', 'ads_management', 'business_management'],
    clientAuth: 'body',
    refreshable: false,
  },
  pool: 'ads',
  configurable: true,
  capabilities: ['actions', 'reports'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.facebook.com/docs/marketing-api/get-started',
  tutorial: { connect: 'Sign in with Facebook, then choose the ad account the flows should use.' },
  baseUrl: `https://graph.facebook.com/${META_API_VERSION}`,
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 3 },
  config: MetaAdsConfig,
  // Throttling (codes 4, 17, 32, 613, 80000–80014) comes with HTTP 400: wait as the usage headers say.
  classifyError: classifyMetaError,
  // Reading the ad account's name proves the token and the access to the account.
  test: async ({ http, config }) => {
    await http.get(`/act_${config.adAccountId}`, { query: [['fields', 'id,name,currency']], responseType: 'json' });
  },
  // The ad accounts the signed-in user reaches, offered in the config form.
  listAccounts: async ({ http }) => {
    const rows = await graphList<{ account_id: string; name?: string }>(http, '/me/adaccounts', { fields: ['account_id', 'name'], limit: 100 }, 10);
    return rows.map((row) => ({ id: row.account_id, name: row.name ?? row.account_id }));
  },
  accountField: 'adAccountId',
});
