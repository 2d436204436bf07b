import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { ShopUrl } from '../shared/index.js';
import { testShopware5 } from './test-connection.js';

export const Shopware5Config = z.object({ shopUrl: ShopUrl });
export type Shopware5Config = z.infer<typeof Shopware5Config>;

export const shopware5 = defineApp({
  id: 'shopware5',
  name: 'Shopware 5',
  shortName: 'Shopware 5',
  secondaryName: 'Shopware',
  description: 'Read and update articles and variants and list orders of a Shopware 5 shop; build a search-ads feed.',
  service: 'Shopware 5 REST API',
  authentication: 'userSecret',
  credentialLabels: { user: 'Username', secret: 'API Key' },
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'changeWatch', 'feeds'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developers.shopware.com/developers-guide/rest-api/',
  tutorial: { connect: 'Enable API access for a backend user (Settings > User administration) and enter its username and API key.' },
  baseUrl: (config) => `${config.shopUrl}/api`,
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 2 },
  config: Shopware5Config,
  // The API takes HTTP digest or basic auth; over HTTPS basic with the user's name and API key.
  test: testShopware5,
});
