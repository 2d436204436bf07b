import { StrictMode, useEffect, useMemo, useState } from 'react';
import { currentAffiliate } from './affiliate';
import { ContentPage } from './content-page';
import { FlowsExplorer } from './flows-explorer';
import { SiteContext } from './site-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SiteLocale, SitePageKey } from './site-pages';
import { siteTexts } from './site-texts';

/** One page of the site, the same on the server (prerendered, no affiliate yet) and in the browser. */
export function SiteRoot({ pageKey, locale }: { pageKey: SitePageKey; locale: SiteLocale }) {
  const [affiliate, setAffiliate] = useState<string | null>(null);
  useEffect(() => {
    currentAffiliate(window.location.search).then(setAffiliate, (error: unknown) => console.error(error));
  }, []);
  const text = siteTexts[locale];
  const value = useMemo(() => ({ locale, text, affiliate }), [locale, text, affiliate]);
  const page = text.pages[pageKey];
  return (
    <StrictMode>
      <SiteContext.Provider value={value}>
        <SiteHeader />
        <main className="site-main">{pageKey === 'flows' ? <FlowsExplorer page={page} /> : <ContentPage page={page} />}</main>
        <SiteFooter />
      </SiteContext.Provider>
    </StrictMode>
  );
}
