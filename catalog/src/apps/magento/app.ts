import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { ShopUrl } from '../shared/index.js';
import { testMagento } from './test-connection.js';

export const MagentoConfig = z.object({
  shopUrl: ShopUrl,
  /** The store view code in REST paths (`/rest/<code>/V1/...`). */
  storeCode: z.string().trim().min(1).default('default'),
});
export type MagentoConfig = z.infer<typeof MagentoConfig>;

export const magento = defineApp({
  id: 'magento',
  name: 'Magento',
  shortName: 'Magento',
  secondaryName: 'Adobe Commerce',
  description: 'Read and update products and orders of a Magento 2 / Adobe Commerce shop.',
  service: 'Magento 2 REST API',
  authentication: 'oauth1',
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'changeWatch', 'feeds'],
  premium: false,
  eCommerceRelevant: true,
  connectGuideLink: 'https://developer.adobe.com/commerce/webapi/get-started/authentication/gs-authentication-oauth/',
  tutorial: { connect: 'Create and activate an integration (System > Extensions > Integrations) and enter its consumer key, consumer secret, access token and access token secret.' },
  baseUrl: (config) => `${config.shopUrl}/rest/${config.storeCode}/V1`,
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 2 },
  config: MagentoConfig,
  // Every request is signed with OAuth 1.0a (HMAC-SHA1) with the integration's four credentials.
  test: testMagento,
});
