import type { SitePageKey } from './site-pages';

/** One block of a page: a heading with a paragraph and/or a list. */
export type SiteSection = { heading: string; text?: string; items?: readonly string[] };

/** A page's words: its title and description (for search engines), heading, lead and blocks. */
export type SitePageText = { title: string; description: string; heading: string; intro: string; sections: readonly SiteSection[] };

/** Everything the site says in one language. */
export type SiteText = {
  pages: Record<SitePageKey, SitePageText>;
  nav: {
    label: string;
    menu: string;
    product: string;
    solutions: string;
    byUseCase: string;
    byApp: string;
    pricing: string;
    resources: string;
    customerStories: string;
    documentation: string;
    flowLibrary: string;
    helpCenter: string;
    blog: string;
    releaseNotes: string;
    talkToUs: string;
    login: string;
    startForFree: string;
    language: string;
  };
  footer: {
    homepage: string;
    product: string;
    pricing: string;
    blog: string;
    aboutUs: string;
    contact: string;
    imprint: string;
    privacy: string;
    terms: string;
    social: string;
    gdpr: string;
    madeInEurope: string;
    tagline: string;
  };
  explorer: { loading: string; empty: string; failed: string; useThisFlow: string; previewSteps: string; all: string; filteredBy: string };
  startForFreeLead: string;
};
