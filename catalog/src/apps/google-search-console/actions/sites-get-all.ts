import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSearchConsole } from '../app.js';

export const SearchConsoleSite = z.object({
  siteUrl: z.string(),
  permissionLevel: z.enum(['siteOwner', 'siteFullUser', 'siteRestrictedUser', 'siteUnverifiedUser']).or(z.string()),
});
export type SearchConsoleSite = z.infer<typeof SearchConsoleSite>;

export const SearchConsoleSitesOutput = z.object({ sites: z.array(SearchConsoleSite) });
export type SearchConsoleSitesOutput = z.infer<typeof SearchConsoleSitesOutput>;

/** The properties the signed-in user can see; also the connection test. */
export const searchConsoleSitesGetAll = defineAction({
  app: googleSearchConsole,
  id: 'sites.getAll',
  displayName: 'Get properties',
  description: 'Lists the Search Console properties the connected Google account can see, with its permission on each.',
  categories: ['SEO'],
  mutates: false,
  input: z.object({}),
  output: SearchConsoleSitesOutput,
  async run({ http }) {
    const { body } = await http.get<{ siteEntry?: SearchConsoleSite[] }>('/webmasters/v3/sites', { responseType: 'json' });
    return { sites: body.siteEntry ?? [] };
  },
});
