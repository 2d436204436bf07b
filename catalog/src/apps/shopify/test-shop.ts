import { type AppCall, NonRetryableError } from '@tandem/catalog/sdk';
import type { ShopifyConfig } from './app.js';
import { shopifyGraphql } from './graphql/shopify-graphql.js';

/** The connection test: reads the shop's name and currency, which any access token may read. */
export async function testShopifyShop({ http, signal }: AppCall<'userSecretToken', typeof ShopifyConfig>): Promise<void> {
  const data = await shopifyGraphql<{ shop?: { name?: string } } | null>(http, { query: '{ shop { name currencyCode } }' }, { signal });
  if (!data?.shop?.name) throw new NonRetryableError('shopify answered without the shop');
}
