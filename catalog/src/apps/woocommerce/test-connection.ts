import type { AppCall } from '@tandem/catalog/sdk';
import type { WooCommerceConfig } from './app.js';

/** The connection test: reads one product with the consumer key and secret. */
export async function testWooCommerce({ http }: AppCall<'userSecret', typeof WooCommerceConfig>): Promise<void> {
  await http.get('/products', { query: { per_page: 1 }, responseType: 'json' });
}
