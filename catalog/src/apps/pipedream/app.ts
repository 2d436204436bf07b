import { z } from 'zod';
import { defineApp } from '../../sdk/index.js';

export const PipedreamConfig = z.object({});
export type PipedreamConfig = z.infer<typeof PipedreamConfig>;

/**
 * Pipedream Connect proxies calls to apps Tandem has no connector for. Users connect their accounts
 * inside Pipedream; the platform's own project credentials (not a user secret) authenticate the calls.
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
});
