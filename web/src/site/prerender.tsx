import { renderToString } from 'react-dom/server';
import { siteLocales, sitePageKeys, sitePath, SITE_ORIGIN, type SiteLocale, type SitePageKey } from './site-pages';
import { SiteRoot } from './site-root';
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

/** A prerendered page: one HTML file for each page in each language. */
export type PrerenderedPage = { key: SitePageKey; locale: SiteLocale; path: string; file: string; html: string };

/** Renders every page of the site into the built template (which holds the site's script and styles). */
export function prerenderSite(template: string): PrerenderedPage[] {
  return sitePageKeys.flatMap((key) =>
    siteLocales.map((locale) => {
      const body = renderToString(<SiteRoot pageKey={key} locale={locale} />);
      const html = template
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace(/<title>.*<\/title>/, siteHead(key, locale))
        .replace('<div id="site"></div>', `<div id="site">${body}</div>`);
      return { key, locale, path: sitePath(key, locale), file: `${key}.${locale}.html`, html };
    }),
  );
}
