import { memo, useRef, useState, type SyntheticEvent } from 'react';
import { AppLink } from './app-link';
import { LanguageSwitcher } from './language-switcher';
import { siteApps, siteUseCases } from './site-apps';
import { useSite } from './site-context';
import { APP_ROOT, DOCS_PATH, SIGN_UP, sitePath } from './site-pages';

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
  const words = text.nav;
  const [open, setOpen] = useState(false);
  const flows = sitePath('flows', locale);
  // One dropdown open at a time: opening one closes the others (they would overlap).
  const nav = useRef<HTMLElement>(null);
  const onlyThisOne = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return;
    for (const other of nav.current?.querySelectorAll('details.site-dropdown') ?? []) if (other !== event.currentTarget) (other as HTMLDetailsElement).open = false;
  };
  return (
    <header className="site-header">
      <a className="site-logo" href={sitePath('home', locale)}>
        Tandem
      </a>
      <button type="button" className="site-menu-button" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen((was) => !was)}>
        {words.menu}
      </button>
      <nav aria-label={words.label} className="site-nav" ref={nav}>
        <ul id="site-menu" className={open ? 'site-menu open' : 'site-menu'} data-testid="site-menu">
          <li>
            <a href={sitePath('product', locale)}>{words.product}</a>
          </li>
          <li>
            <details className="site-dropdown" onToggle={onlyThisOne}>
              <summary>{words.solutions}</summary>
              <div className="site-dropdown-panel">
                <div>
                  <strong>{words.byUseCase}</strong>
                  <ul>
                    {siteUseCases.map((uc) => (
                      <li key={uc}>
                        <a href={explorerHref(flows, { uc })}>{uc}</a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <strong>{words.byApp}</strong>
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
            <a href={sitePath('pricing', locale)}>{words.pricing}</a>
          </li>
          <li>
            <details className="site-dropdown" onToggle={onlyThisOne}>
              <summary>{words.resources}</summary>
              <div className="site-dropdown-panel">
                <ul>
                  <li>
                    <a href={sitePath('successStories', locale)}>{words.customerStories}</a>
                  </li>
                  <li>
                    <a href={DOCS_PATH}>{words.documentation}</a>
                  </li>
                  <li>
                    <a href={flows}>{words.flowLibrary}</a>
                  </li>
                  <li>
                    <a href={DOCS_PATH}>{words.helpCenter}</a>
                  </li>
                  <li>
                    <a href={sitePath('blog', locale)}>{words.blog}</a>
                  </li>
                  <li>
                    <a href={sitePath('releaseNotes', locale)}>{words.releaseNotes}</a>
                  </li>
                </ul>
              </div>
            </details>
          </li>
          <li>
            <a href={sitePath('contact', locale)}>{words.talkToUs}</a>
          </li>
          <li>
            <AppLink href={APP_ROOT}>{words.login}</AppLink>
          </li>
          <li>
            <AppLink href={SIGN_UP} className="site-cta">
              {words.startForFree}
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
