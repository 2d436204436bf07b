import { z } from 'zod';

export const SiteLocale = z.enum(['en', 'de']);
export type SiteLocale = z.infer<typeof SiteLocale>;

/** One prerendered page of the public site: its path, its file in web/dist/site, its page key and language. */
const SiteFile = z.string().regex(/^[\w.-]+\.html$/);
export const SitePage = z.object({ key: z.string(), locale: SiteLocale, path: z.string().startsWith('/'), file: SiteFile });
export type SitePage = z.infer<typeof SitePage>;

/** web/dist/site/pages.json, written by the web build's prerender step and read by the API. */
export const SiteManifest = z.object({
  pages: z.array(SitePage).min(1),
  /** The 404 page's file in each language. */
  notFound: z.object({ en: SiteFile, de: SiteFile }).optional(),
});
export type SiteManifest = z.infer<typeof SiteManifest>;
