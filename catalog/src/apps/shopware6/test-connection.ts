import type { AppCall } from '@tandem/catalog/sdk';
import type { Shopware6Config } from './app.js';

/** The connection test: the token exchange and a search for one product. */
export async function testShopware6({ http }: AppCall<'userSecret', typeof Shopware6Config>): Promise<void> {
  await http.post('/search/product', { body: { type: 'json', data: { limit: 1, 'total-count-mode': 0 } }, responseType: 'json' });
}
