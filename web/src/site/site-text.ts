import type { PlanId } from '@tandem/catalog/plans';
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
  explorer: {
    loading: string;
    empty: string;
    failed: string;
    useThisFlow: string;
    previewSteps: string;
    all: string;
    filteredBy: string;
    useCase: string;
    app: string;
    anyUseCase: string;
    anyApp: string;
  };
  /** Pricing's plan cards: each plan's name and lead; the credits come from the plans module. */
  plans: {
    heading: string;
    byId: Record<PlanId, { name: string; lead: string }>;
    creditsPerMonth: (credits: string) => string;
    ownLimit: string;
    agreed: string;
    default: string;
    usageLimits: (mails: number, euros: number) => string;
  };
  notFound: { title: string; heading: string; intro: string; home: string; explorer: string; docs: string };
  docs: { title: string; heading: string; intro: string; contents: string };
  startForFreeLead: string;
};
