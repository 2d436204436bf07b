import { type AppCall, NonRetryableError } from '@tandem/catalog/sdk';
import type { GoogleSearchConsoleConfig } from './app.js';

/** The connection test: lists the account's properties; the connection's property must be a verified one of them. */
export async function testSearchConsoleConnection({ http, config }: AppCall<'oauth2', typeof GoogleSearchConsoleConfig>): Promise<void> {
  const { body } = await http.get<{ siteEntry?: Array<{ siteUrl: string; permissionLevel: string }> }>('/webmasters/v3/sites', { responseType: 'json' });
  if (config.property === undefined) return;
  const site = body.siteEntry?.find((entry) => entry.siteUrl === config.property);
  if (!site || site.permissionLevel === 'siteUnverifiedUser') {
    throw new NonRetryableError(`The Google account has no verified access to the Search Console property ${config.property}`);
  }
}
