import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleSearchConsole } from '../app.js';
import { PropertyInput, resolveProperty, sitePath } from '../property.js';

export const SearchConsoleSubmitSitemapInput = z.object({
  property: PropertyInput,
  sitemapUrl: z.url({ protocol: /^https?$/ }).describe('Sitemap URL'),
});
export type SearchConsoleSubmitSitemapInput = z.infer<typeof SearchConsoleSubmitSitemapInput>;

export const SearchConsoleSubmitSitemapOutput = z.object({ property: z.string(), sitemapUrl: z.string(), submitted: z.literal(true) });
export type SearchConsoleSubmitSitemapOutput = z.infer<typeof SearchConsoleSubmitSitemapOutput>;

/** Submitting needs the full `webmasters` scope; Google refuses a read-only grant with 403. */
export const searchConsoleSubmitSitemap = defineAction({
  app: googleSearchConsole,
  id: 'sitemaps.submit',
  displayName: 'Submit sitemap',
  description: 'Submits a sitemap of the property to Google (again), so it is crawled soon.',
  categories: ['SEO'],
  // Submitting the same sitemap again only asks Google to crawl it again.
  mutates: true,
  idempotent: true,
  input: SearchConsoleSubmitSitemapInput,
  output: SearchConsoleSubmitSitemapOutput,
  async run({ input, config, http }) {
    const property = resolveProperty(input.property, config);
    await http.put(`${sitePath(property)}/sitemaps/${encodeURIComponent(input.sitemapUrl)}`, { responseType: 'text' });
    return { property, sitemapUrl: input.sitemapUrl, submitted: true as const };
  },
});
