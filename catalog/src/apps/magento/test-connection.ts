import type { AppCall } from '@tandem/catalog/sdk';
import type { MagentoConfig } from './app.js';
import { searchCriteria } from './search-criteria.js';

/** The connection test: a signed search for one product. */
export async function testMagento({ http }: AppCall<'oauth1', typeof MagentoConfig>): Promise<void> {
  await http.get('/products', { query: searchCriteria([], 1, 1), responseType: 'json' });
}
