import { z } from 'zod';
import { classifyGoogleError } from '../shared/classify-google-error.js';
import { defineApp } from '@tandem/catalog/sdk';
import { googleOAuth2 } from '../shared/google-oauth2.js';
import { testSearchConsoleConnection } from './test-connection.js';

export const SEARCH_CONSOLE_PROPERTY_MESSAGE = 'Please provide a valid Google Search Console Property Name';

/** A Search Console property: a URL-prefix property (`https://...`) or a domain property (`sc-domain:...`). */
export const SearchConsoleProperty = z.string().trim().regex(/^(https?:\/\/|sc-domain:)\S+$/, SEARCH_CONSOLE_PROPERTY_MESSAGE);
export type SearchConsoleProperty = z.infer<typeof SearchConsoleProperty>;

export const GoogleSearchConsoleConfig = z.object({ property: SearchConsoleProperty.optional() });
export type GoogleSearchConsoleConfig = z.infer<typeof GoogleSearchConsoleConfig>;

export const googleSearchConsole = defineApp({
  id: 'google-search-console',
  name: 'Google Search Console',
  shortName: 'Search Console',
  description: 'Search performance reports, URL inspection and sitemap submission for a Search Console property.',
  service: 'Google Search Console API',
  authentication: 'oauth2',
  // Submitting sitemaps needs the full scope; Google refuses a read-only grant with 403.
  oauth2: googleOAuth2('webmasters'),
  configurable: true,
  capabilities: ['actions', 'reports'],
  premium: true,
  eCommerceRelevant: false,
  connectGuideLink: 'https://developers.google.com/webmaster-tools/v1/how-tos/authorizing',
  tutorial: { connect: 'Sign in with a Google account that is an owner or user of the property.' },
  baseUrl: 'https://searchconsole.googleapis.com',
  // URL inspection: 600 requests a minute per property.
  rateLimit: { requestsPerSecond: 10, maxConcurrent: 5 },
  config: GoogleSearchConsoleConfig,
  classifyError: classifyGoogleError,
  test: testSearchConsoleConnection,
});
