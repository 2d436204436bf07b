import { renderToString } from 'react-dom/server';
import { siteLocales, sitePageKeys, sitePath, SITE_ORIGIN, type SiteLocale, type SitePageKey } from './site-pages';
import type { SiteDoc } from './site-docs';
import { SiteRoot, type SiteView } from './site-root';
import { siteTexts } from './site-texts';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head of a page: title, description, canonical URL and hreflang alternates (en, de, x-default). */
export function siteHead(key: SitePageKey, locale: SiteLocale): string {
  const page = siteTexts[locale].pages[key];
  const url = (l: SiteLocale) => `${SITE_ORIGIN}${sitePath(key, l)}`;
  return [
    `<title>${escape(page.title)}</title>`,
    `<meta name="description" content="${escape(page.description)}" />`,
    `<link rel="canonical" href="${url(locale)}" />`,
    ...siteLocales.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${url(locale)}" />`,
  ].join('\n    ');
}

/** A prerendered page: one HTML file for each page in each language (the guide's pages in English). */
export type PrerenderedPage = { key: string; locale: SiteLocale; path: string; file: string; html: string };

/** One view of the site in the built template (which holds the site's script, styles and icon). */
function render(template: string, view: SiteView, locale: SiteLocale, head: string): string {
  const body = renderToString(<SiteRoot view={view} locale={locale} />);
  return template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>.*<\/title>/, head)
    .replace('<div id="site"></div>', `<div id="site">${body}</div>`);
}

/** Renders every page of the site, and each page of the user guide (`docs`) at `/docs/...`. */
export function prerenderSite(template: string, docs: readonly SiteDoc[] = []): PrerenderedPage[] {
  const pages = sitePageKeys.flatMap((key) =>
    siteLocales.map((locale) => ({ key, locale, path: sitePath(key, locale), file: `${key}.${locale}.html`, html: render(template, { kind: 'page', key }, locale, siteHead(key, locale)) })),
  );
  const contents = docs.map(({ path, title }) => ({ path, title }));
  const guide = docs.map((doc) => {
    const head = [`<title>${escape(doc.title)} | ${escape(siteTexts.en.docs.title)}</title>`, `<link rel="canonical" href="${SITE_ORIGIN}${doc.path}" />`].join('\n    ');
    return { key: `docs/${doc.slug}`, locale: 'en' as const, path: doc.path, file: `docs-${doc.slug}.en.html`, html: render(template, { kind: 'doc', doc, contents }, 'en', head) };
  });
  return [...pages, ...guide];
}

/** The 404 page in each language, for paths the site does not have (`/de/...` German). */
export function prerenderNotFound(template: string): { locale: SiteLocale; file: string; html: string }[] {
  return siteLocales.map((locale) => ({
    locale,
    file: `not-found.${locale}.html`,
    html: render(template, { kind: 'notFound' }, locale, `<title>${escape(siteTexts[locale].notFound.title)}</title>\n    <meta name="robots" content="noindex" />`),
  }));
}
