import { z } from 'zod';
import { defineApp } from '@tandem/catalog/sdk';
import { ShopUrl } from '../shared/index.js';
import { testWooCommerce } from './test-connection.js';

export const WooCommerceConfig = z.object({ shopUrl: ShopUrl });
export type WooCommerceConfig = z.infer<typeof WooCommerceConfig>;

export const woocommerce = defineApp({
  id: 'woocommerce',
  name: 'WooCommerce',
  shortName: 'WooCommerce',
  description: 'List orders, list and update products and variations of a WooCommerce shop, and build a product feed.',
  service: 'WooCommerce REST API v3',
  authentication: 'userSecret',
  credentialLabels: { user: 'Consumer Key', secret: 'Consumer Secret' },
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'changeWatch', 'feeds'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://woocommerce.github.io/woocommerce-rest-api-docs/#authentication',
  tutorial: { connect: 'Create a REST API key (WooCommerce > Settings > Advanced > REST API) with read/write access and enter its consumer key and secret.' },
  baseUrl: (config) => `${config.shopUrl}/wp-json/wc/v3`,
  rateLimit: { requestsPerSecond: 5, maxConcurrent: 2 },
  config: WooCommerceConfig,
  // Over HTTPS the consumer key and secret are sent as HTTP basic auth.
  httpAuth: (auth) => ({ kind: 'basic', username: auth.user, password: auth.secret }),
  test: testWooCommerce,
});
