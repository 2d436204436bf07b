import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';

/**
 * The data center of the account (`us6`): read from Mailchimp's OAuth metadata endpoint when the
 * account is connected, never assumed (a wrong one answers 401 or another account's data).
 */
export const MailchimpConfig = z.object({
  dataCenter: z.string().trim().regex(/^[a-z]{2}\d{1,3}$/, 'Please provide a valid data center such as us6'),
});
export type MailchimpConfig = z.infer<typeof MailchimpConfig>;

export const mailchimp = defineApp({
  id: 'mailchimp',
  name: 'Mailchimp',
  shortName: 'Mailchimp',
  description: 'Email marketing: audiences, members, tags, campaigns and reports.',
  service: 'Mailchimp Marketing API 3.0',
  authentication: 'oauth2',
  oauth2: {
    authorizeUrl: 'https://login.mailchimp.com/oauth2/authorize',
    tokenUrl: 'https://login.mailchimp.com/oauth2/token',
    scopes: [],
    clientAuth: 'body',
    refreshable: false,
    // The account's data centre: the API host differs per account and has no default.
    metadata: {
      url: 'https://login.mailchimp.com/oauth2/metadata',
      config: (body) => {
        const dc = (body as { dc?: unknown } | null)?.dc;
        return typeof dc === 'string' && dc !== '' ? { dataCenter: dc } : undefined;
      },
    },
  },
  pool: 'messaging',
  configurable: false,
  skipConfigureAfterConnect: true,
  capabilities: ['actions', 'reports'],
  premium: false,
  eCommerceRelevant: true,
  connectGuideLink: 'https://mailchimp.com/developer/marketing/guides/access-user-data-oauth-2/',
  tutorial: { connect: 'Sign in with Mailchimp and allow access to the account.' },
  baseUrl: (config) => `https://${config.dataCenter}.api.mailchimp.com/3.0`,
  // At most 10 simultaneous connections per account.
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 10 },
  config: MailchimpConfig,
  // Health check of the account's data centre; it needs a valid token.
  test: async ({ http }) => {
    await http.get('/ping', { responseType: 'json' });
  },
});
