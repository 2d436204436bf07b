import { memo, useState } from 'react';
import { AppLink } from './app-link';
import { LanguageSwitcher } from './language-switcher';
import { siteApps, siteUseCases } from './site-apps';
import { useSite } from './site-context';
import { APP_ROOT, SIGN_UP, sitePath } from './site-pages';

/** Where the explorer shows one use case or one app (`/flows?uc=` and `/flows?a=`). */
export function explorerHref(flowsPath: string, filter: { uc: string } | { a: string }): string {
  return `${flowsPath}?${new URLSearchParams(filter).toString()}`;
}

/**
 * The site's header: Product, Solutions (by use case and by app), Pricing, Resources,
 * Talk to us, Login, Start for free, and the language switcher. Below 900 px a menu button toggles the list.
 */
export const SiteHeader = memo(function SiteHeader() {
  const { locale, text } = useSite();
  const nav = text.nav;
  const [open, setOpen] = useState(false);
  const flows = sitePath('flows', locale);
  return (
    <header className="site-header">
      <a className="site-logo" href={sitePath('home', locale)}>
        Tandem
      </a>
      <button type="button" className="site-menu-button" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((was) => !was)}>
        {nav.menu}
      </button>
      <nav aria-label={nav.label} className="site-nav">
        <ul id="site-menu" className={open ? 'site-menu open' : 'site-menu'} data-testid="site-menu">
          <li>
            <a href={sitePath('product', locale)}>{nav.product}</a>
          </li>
          <li>
            <details className="site-dropdown">
              <summary>{nav.solutions}</summary>
              <div className="site-dropdown-panel">
                <div>
                  <strong>{nav.byUseCase}</strong>
                  <ul>
                    {siteUseCases.map((uc) => (
                      <li key={uc}>
                        <a href={explorerHref(flows, { uc })}>{uc}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <strong>{nav.byApp}</strong>
                  <ul>
                    {siteApps.map((app) => (
                      <li key={app.id}>
                        <a href={explorerHref(flows, { a: app.id })}>{app.name}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          </li>
          <li>
            <a href={sitePath('pricing', locale)}>{nav.pricing}</a>
          </li>
          <li>
            <details className="site-dropdown">
              <summary>{nav.resources}</summary>
              <div className="site-dropdown-panel">
                <ul>
                  <li>
                    <a href={sitePath('successStories', locale)}>{nav.customerStories}</a>
                  </li>
                  <li>
                    <a href="/api/docs">{nav.documentation}</a>
                  </li>
                  <li>
                    <a href={flows}>{nav.flowLibrary}</a>
                  </li>
                  <li>
                    <a href={sitePath('supportServices', locale)}>{nav.helpCenter}</a>
                  </li>
                  <li>
                    <a href={sitePath('blog', locale)}>{nav.blog}</a>
                  </li>
                  <li>
                    <a href={sitePath('releaseNotes', locale)}>{nav.releaseNotes}</a>
                  </li>
                </ul>
              </div>
            </details>
          </li>
          <li>
            <a href={sitePath('contact', locale)}>{nav.talkToUs}</a>
          </li>
          <li>
            <AppLink href={APP_ROOT}>{nav.login}</AppLink>
          </li>
          <li>
            <AppLink href={SIGN_UP} className="site-cta">
              {nav.startForFree}
            </AppLink>
          </li>
          <li>
            <LanguageSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
});
