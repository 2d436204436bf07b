import type { AppCall } from '@tandem/catalog/sdk';
import type { GoogleMerchantCenterConfig } from './app.js';

/** The connection test: reads the connection's Merchant Center account. */
export async function testMerchantConnection({ http, config }: AppCall<'oauth2', typeof GoogleMerchantCenterConfig>): Promise<void> {
  await http.get(`/accounts/v1/accounts/${config.merchantId}`, { responseType: 'json' });
}
