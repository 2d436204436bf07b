import type { SiteManifest } from '../schemas/site.js';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/sitemap.xml`: every page of the site with its language alternates (xhtml:link hreflang). */
export function sitemapXml(origin: string, manifest: SiteManifest): string {
  const entries = manifest.pages.map((page) => {
    const alternates = manifest.pages
      .filter((other) => other.key === page.key)
      .map((other) => `    <xhtml:link rel="alternate" hreflang="${other.locale}" href="${escape(origin + other.path)}"/>`);
    return [`  <url>`, `    <loc>${escape(origin + page.path)}</loc>`, ...alternates, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/robots.txt`: the site is open to crawlers, the app and the API are not; it names the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app/', 'Disallow: /api/', 'Disallow: /hooks/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
