import { z } from 'zod';

export const SiteLocale = z.enum(['en', 'de']);
export type SiteLocale = z.infer<typeof SiteLocale>;

/** One prerendered page of the public site: its path, its file in web/dist/site, its page key and language. */
export const SitePage = z.object({ key: z.string(), locale: SiteLocale, path: z.string().startsWith('/'), file: z.string().regex(/^[\w.-]+\.html$/) });
export type SitePage = z.infer<typeof SitePage>;

/** web/dist/site/pages.json, written by the web build's prerender step and read by the API. */
export const SiteManifest = z.object({ pages: z.array(SitePage).min(1) });
export type SiteManifest = z.infer<typeof SiteManifest>;
