import { z } from 'zod';
import { classifyShopifyGraphqlError } from './classify-shopify-graphql-error.js';
import { CurrencyCode, defineApp } from '@tandem/catalog/sdk';
import { testShopifyShop } from './test-shop.js';

/** The Admin API version the connectors speak. */
export const SHOPIFY_API_VERSION = '2026-10';

export const ShopifyConfig = z.object({
  /** `my-shop.myshopify.com` (a scheme and trailing slashes are tolerated and removed). */
  store: z
    .string()
    .trim()
    .transform((s) => s.replace(/^https?:\/\//i, '').replace(/\/+$/, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'The store must end with .myshopify.com')),
  currency: CurrencyCode,
});
export type ShopifyConfig = z.infer<typeof ShopifyConfig>;

export const shopify = defineApp({
  id: 'shopify',
  name: 'Shopify',
  shortName: 'Shopify',
  description: 'Read and change products, variants, inventory, collections, metafields and orders of a Shopify store.',
  service: 'Shopify Admin API (GraphQL)',
  authentication: 'userSecretToken',
  credentialLabels: { user: 'API Key', secret: 'API Secret Key', token: 'Admin API Access Token' },
  pool: 'shops',
  configurable: true,
  capabilities: ['actions', 'changeWatch', 'feeds', 'customRequest'],
  premium: true,
  eCommerceRelevant: true,
  connectGuideLink: 'https://help.shopify.com/en/manual/apps/app-types/custom-apps',
  tutorial: { connect: 'Create a custom app in the Shopify admin, install it, and copy its API key, API secret key and Admin API access token.' },
  baseUrl: (config) => `https://${config.store}/admin/api/${SHOPIFY_API_VERSION}`,
  // REST: 2 requests a second (standard plans); GraphQL is cost-based (100 points, 50 restored a second).
  rateLimit: { requestsPerSecond: 2, maxConcurrent: 2 },
  config: ShopifyConfig,
  httpAuth: (auth) => ({ kind: 'apiKeyHeader', name: 'X-Shopify-Access-Token', value: auth.token }),
  // GraphQL answers errors with HTTP 200: THROTTLED waits for the cost bucket, ACCESS_DENIED is one resource.
  classifyError: classifyShopifyGraphqlError,
  test: testShopifyShop,
});
