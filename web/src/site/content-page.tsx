import { memo, type ReactNode } from 'react';
import { AppLink } from './app-link';
import { useSite } from './site-context';
import { SIGN_UP } from './site-pages';
import type { SitePageText } from './site-text';

/** A page of words: heading, lead and the call to start for free, then what the page adds (Pricing's plans), then its blocks. */
export const ContentPage = memo(function ContentPage({ page, children }: { page: SitePageText; children?: ReactNode }) {
  const { text } = useSite();
  return (
    <>
      <section className="site-hero">
        <h1>{page.heading}</h1>
        <p className="site-lead">{page.intro}</p>
        <AppLink href={SIGN_UP} className="site-cta">
          {text.nav.startForFree}
        </AppLink>
      </section>
      {children}
      {page.sections.map((section) => (
        <section key={section.heading} className="site-section">
          <h2>{section.heading}</h2>
          {section.text && <p>{section.text}</p>}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
});
