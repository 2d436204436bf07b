import type { AppCall } from '@tandem/catalog/sdk';
import type { Shopware5Config } from './app.js';

/** The connection test: lists one article with the user's name and API key. */
export async function testShopware5({ http }: AppCall<'userSecret', typeof Shopware5Config>): Promise<void> {
  await http.get('/articles', { query: { limit: 1 }, responseType: 'json' });
}
