import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteLocale, SiteManifest, type SitePage } from '../schemas/site.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** The placeholder the prerendered pages hold where the site's origin goes (canonical and hreflang URLs). */
export const SITE_ORIGIN_PLACEHOLDER = '__TANDEM_SITE_ORIGIN__';

/** The site's 404 page for a path (German under `/de/`), per app; unset when the build has no site. */
const notFoundPages = new WeakMap<FastifyInstance, (path: string) => string>();

/**
 * The 404 page as HTML for a browser's GET of a path the site does not have; undefined for the API,
 * webhooks and the app (they answer JSON), for other methods and without a prerendered site.
 */
export function siteNotFoundPage(app: FastifyInstance, method: string, path: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (/^\/(api|hooks|codec|app)(\/|$)/.test(path)) return undefined;
  return notFoundPages.get(app)?.(path);
}

/** The prerendered site in web/dist/site, or null when the web build has none. */
export function readSiteManifest(webDist: string): SiteManifest | null {
  const file = join(webDist, 'site', 'pages.json');
  return existsSync(file) ? SiteManifest.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** The same query string without `locale` (other parameters, such as `affiliate`, stay). */
function queryWithout(query: Record<string, unknown>, drop: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === drop) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The public site at the root: every prerendered page at its path, as complete HTML
 * with the public origin in its canonical and hreflang links (with a trailing slash, a redirect to it); `?locale=de|en` on a page of the other
 * language leads to that page's counterpart; `/sitemap.xml`, `/robots.txt`; `/sign-up` is the app's.
 */
export function registerSite(app: FastifyInstance, webDist: string, publicUrl: string): boolean {
  const manifest = readSiteManifest(webDist);
  if (!manifest) return false;
  const origin = publicUrl.replace(/\/+$/, '');
  const byKey = new Map<string, Partial<Record<SiteLocale, SitePage>>>();
  for (const page of manifest.pages) byKey.set(page.key, { ...byKey.get(page.key), [page.locale]: page });

  for (const page of manifest.pages) {
    const html = readFileSync(join(webDist, 'site', page.file), 'utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
    app.get(page.path, { schema: { hide: true } }, (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const wanted = SiteLocale.safeParse(query.locale);
      const counterpart = wanted.success && wanted.data !== page.locale ? byKey.get(page.key)?.[wanted.data] : undefined;
      if (counterpart) return reply.redirect(`${counterpart.path}${queryWithout(query, 'locale')}`);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
    // The same path typed with a trailing slash (`/de/`, `/pricing/`) leads to the page.
    if (page.path !== '/' && !manifest.pages.some((other) => other.path === `${page.path}/`)) {
      app.get(`${page.path}/`, { schema: { hide: true } }, (request, reply) =>
        reply.redirect(`${page.path}${queryWithout(request.query as Record<string, unknown>, '')}`, 301),
      );
    }
  }
  const sitemap = sitemapXml(origin, manifest);
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => reply.type('application/xml; charset=utf-8').send(sitemap));
  const robots = robotsTxt(origin);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
  app.get('/sign-up', { schema: { hide: true } }, (request, reply) => reply.redirect(`/app/sign-up${queryWithout(request.query as Record<string, unknown>, '')}`));
  if (manifest.notFound) {
    const pages = Object.fromEntries(Object.entries(manifest.notFound).map(([locale, file]) => [locale, readFileSync(join(webDist, 'site', file), 'utf8')]));
    notFoundPages.set(app, (path) => ((path === '/de' || path.startsWith('/de/')) && pages.de ? pages.de : pages.en) ?? '');
  }
  // The icon (web/public) at the root, where browsers look for it.
  for (const [name, type] of [['favicon.ico', 'image/x-icon'], ['favicon.svg', 'image/svg+xml']] as const) {
    const file = join(webDist, name);
    if (!existsSync(file)) continue;
    const icon = readFileSync(file);
    app.get(`/${name}`, { schema: { hide: true } }, (_request, reply) => reply.type(type).header('cache-control', 'public, max-age=86400').send(icon));
  }
  // The user guide's images (docs/images, copied by the build).
  const images = join(webDist, 'site', 'docs-images');
  app.get('/docs/images/:file', { schema: { hide: true } }, (request, reply) => {
    const { file } = request.params as { file: string };
    const path = join(images, file);
    if (!/^[\w.-]+\.png$/.test(file) || !existsSync(path)) return reply.callNotFound();
    return reply.type('image/png').send(readFileSync(path));
  });
  return true;
}
