import type { AppCall } from '@tandem/catalog/sdk';
import { ANALYTICS_ADMIN_BASE_URL, type GoogleAnalyticsConfig } from './app.js';

/** The connection test: reads the connection's property, or one account when it names none (Admin API). */
export async function testAnalyticsConnection({ http, config }: AppCall<'oauth2', typeof GoogleAnalyticsConfig>): Promise<void> {
  const path = config.propertyId === undefined ? '/v1beta/accounts' : `/v1beta/properties/${config.propertyId}`;
  await http.get(path, { baseUrl: ANALYTICS_ADMIN_BASE_URL, query: config.propertyId === undefined ? { pageSize: 1 } : undefined, responseType: 'json' });
}
