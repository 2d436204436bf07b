/** The public site's pages: one key per page, its English path and its German path. */
export const siteLocales = ['en', 'de'] as const;
export type SiteLocale = (typeof siteLocales)[number];

export const sitePages = {
  home: { en: '/', de: '/de' },
  product: { en: '/product', de: '/de/produkt' },
  pricing: { en: '/pricing', de: '/de/preise' },
  blog: { en: '/blog', de: '/de/blog' },
  releaseNotes: { en: '/release-notes', de: '/de/release-notes' },
  successStories: { en: '/success-stories', de: '/de/success-stories' },
  aboutUs: { en: '/about-us', de: '/de/uber-uns' },
  contact: { en: '/contact', de: '/de/kontakt' },
  compareTools: { en: '/compare-tools', de: '/de/compare-tools' },
  supportServices: { en: '/support-services', de: '/de/support-services' },
  agencies: { en: '/agencies', de: '/de/agenturen' },
  onlineShops: { en: '/online-shops', de: '/de/online-shops' },
  freelancers: { en: '/freelancers', de: '/de/freelancer' },
  privacy: { en: '/privacy', de: '/de/privacy' },
  terms: { en: '/terms', de: '/de/terms' },
  imprint: { en: '/imprint', de: '/de/impressum' },
  flows: { en: '/flows', de: '/de/flows' },
} as const satisfies Record<string, Record<SiteLocale, string>>;
export type SitePageKey = keyof typeof sitePages;

export const sitePageKeys = Object.keys(sitePages) as SitePageKey[];

/** The page and language a path shows (a trailing slash is ignored), or null off the site. */
export function matchSitePage(pathname: string): { key: SitePageKey; locale: SiteLocale } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const key of sitePageKeys) {
    for (const locale of siteLocales) if (sitePages[key][locale] === path) return { key, locale };
  }
  return null;
}

export function sitePath(key: SitePageKey, locale: SiteLocale): string {
  return sitePages[key][locale];
}

/** Where the app lives (its root is the "application root" of the seed) and its sign-up page. */
export const APP_ROOT = '/app/';
export const SIGN_UP = '/app/sign-up';

/** The user guide (the repository's docs/, rendered at build time), in English for both languages. */
export const DOCS_PATH = '/docs';

/** Stands for the site's origin in prerendered HTML; the server puts its public URL there. */
export const SITE_ORIGIN = '__TANDEM_SITE_ORIGIN__';
