import { z } from 'zod';
import { clientCredentialsExchange, defineApp } from '@tandem/catalog/sdk';
import { ShopUrl } from '../shared/index.js';
import { testShopware6 } from './test-connection.js';

/** The page size of listings when the connection sets none (the placeholder of its field). */
export const SHOPWARE6_DEFAULT_PAGE_SIZE = 500;

export const Shopware6Config = z.object({
  shopUrl: ShopUrl,
  /** Entities per page of a listing; the form shows 500 as its placeholder (`examples`). */
  pageSize: z.coerce.number().int().min(1).max(500).optional().meta({ examples: [SHOPWARE6_DEFAULT_PAGE_SIZE] }),
});
export type Shopware6Config = z.infer<typeof Shopware6Config>;

/**
 * Shopware 6 uses OAuth client credentials: the integration's access key id and secret are
 * exchanged at `POST /api/oauth/token` for a bearer token (10 minutes), exchanged again after a 401.
 */
export const shopware6 = defineApp({
  id: 'shopware6',
  name: 'Shopware 6',
  shortName: 'Shopware 6',
  secondaryName: 'Shopware',
  description: 'List and update products, list orders, build a merchant feed and call any Admin API route of a Shopware 6 shop.',
  service: 'Shopware 6 Admin API',
  authentication: 'userSecret',
  credentialLabels: { user: 'Access Key ID', secret: 'Secret Access Key' },
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'changeWatch', 'feeds', 'customRequest'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://docs.shopware.com/en/shopware-6-en/settings/system/integrationen',
  tutorial: { connect: 'Create an integration (Settings > System > Integrations) and enter its Access key ID and Secret access key.' },
  baseUrl: (config) => `${config.shopUrl}/api`,
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 2 },
  config: Shopware6Config,
  tokenExchange: clientCredentialsExchange({ path: '/oauth/token' }),
  // Plain JSON instead of JSON:API documents.
  headers: { accept: 'application/json' },
  test: testShopware6,
});
