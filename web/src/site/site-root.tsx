import { StrictMode, useEffect, useMemo, useState } from 'react';
import { currentAffiliate } from './affiliate';
import { ContentPage } from './content-page';
import { DocsPage } from './docs-page';
import { FlowsExplorer } from './flows-explorer';
import { NotFoundPage } from './not-found-page';
import { PricingPlans } from './pricing-plans';
import { SiteContext } from './site-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SiteDoc } from './site-docs';
import type { SiteLocale, SitePageKey } from './site-pages';
import { siteTexts } from './site-texts';

/** What the main part of a page shows: one of the site's pages, a page of the user guide, or the 404 page. */
export type SiteView = { kind: 'page'; key: SitePageKey } | { kind: 'doc'; doc: SiteDoc; contents: readonly { path: string; title: string }[] } | { kind: 'notFound' };

function SiteMainContent({ view, locale }: { view: SiteView; locale: SiteLocale }) {
  const text = siteTexts[locale];
  if (view.kind === 'notFound') return <NotFoundPage />;
  if (view.kind === 'doc') return <DocsPage doc={view.doc} contents={view.contents} />;
  const page = text.pages[view.key];
  if (view.key === 'flows') return <FlowsExplorer page={page} />;
  return <ContentPage page={page}>{view.key === 'pricing' && <PricingPlans />}</ContentPage>;
}

/** One page of the site, the same on the server (prerendered, no affiliate yet) and in the browser. */
export function SiteRoot({ view, locale }: { view: SiteView; locale: SiteLocale }) {
  const [affiliate, setAffiliate] = useState<string | null>(null);
  useEffect(() => {
    currentAffiliate(window.location.search).then(setAffiliate, (error: unknown) => console.error(error));
  }, []);
  const text = siteTexts[locale];
  const value = useMemo(() => ({ locale, text, affiliate }), [locale, text, affiliate]);
  return (
    <StrictMode>
      <SiteContext.Provider value={value}>
        <SiteHeader />
        <main className="site-main">
          <SiteMainContent view={view} locale={locale} />
        </main>
        <SiteFooter />
      </SiteContext.Provider>
    </StrictMode>
  );
}
