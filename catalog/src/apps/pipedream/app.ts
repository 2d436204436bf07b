import { z } from 'zod';
import { clientCredentialsExchange, defineApp } from '@tandem/catalog/sdk';
import { connectPath } from './connect-path.js';

export const PipedreamConfig = z.object({});
export type PipedreamConfig = z.infer<typeof PipedreamConfig>;

/** The operator's Pipedream Connect project: its OAuth client and project id (never a user's secret). */
export const PipedreamSettings = z.object({
  clientId: z.string().min(1).describe('The OAuth client id of the operator’s Pipedream workspace.'),
  clientSecret: z.string().min(1).describe('The secret of that OAuth client.'),
  projectId: z.string().regex(/^proj_\w+$/, 'A project id looks like proj_abc123').describe('The Pipedream Connect project (proj_…) the users’ accounts live in.'),
  environment: z.enum(['production', 'development']).default('production').describe('The project environment (production or development).'),
});
export type PipedreamSettings = z.infer<typeof PipedreamSettings>;

/**
 * Pipedream Connect proxies calls to apps Tandem has no connector for. Users connect their accounts
 * inside Pipedream (as the workspace, their external user); the platform's own project credentials
 * (not a user secret) authenticate the calls.
 */
export const pipedream = defineApp({
  id: 'pipedream',
  name: 'Pipedream',
  shortName: 'Pipedream',
  secondaryName: 'Integration hub',
  description: 'Call any of thousands of other apps through Pipedream Connect: make a request or run a prebuilt action.',
  service: 'Pipedream Connect API',
  authentication: 'none',
  configurable: false,
  capabilities: ['actions', 'customRequest'],
  premium: false,
  eCommerceRelevant: false,
  connectGuideLink: 'https://pipedream.com/docs/connect',
  tutorial: { connect: 'Choose the app and connect your account in the Pipedream window.' },
  baseUrl: 'https://api.pipedream.com/v1',
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: PipedreamConfig,
  settings: PipedreamSettings,
  decorate: ({ settings }) => ({ headers: { 'x-pd-environment': settings.environment } }),
  // The operator's OAuth client buys a bearer token (an hour long) with the client-credentials grant.
  tokenExchange: ({ http, settings }) =>
    clientCredentialsExchange<PipedreamSettings>({ path: '/oauth/token', credentials: ({ clientId, clientSecret }) => ({ clientId, clientSecret }) })({ http, auth: settings }),
  // Listing one account proves the client, its project access and the environment.
  test: async ({ http, settings }) => {
    await http.get(connectPath(settings, '/accounts'), { query: { limit: 1 }, responseType: 'json' });
  },
});
