import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { hydrateRoot } from 'react-dom/client';
import { runConsent } from './consent';
import { matchSitePage, type SiteLocale } from './site-pages';
import { SiteRoot, type SiteView } from './site-root';
import './site.css';

// The site's own entry: the prerendered page comes alive without loading any of the app's code.
/**
 * What the prerendered page shows: a page of the site by its path; a page of the user guide or the 404
 * page by its markup (the guide's article and contents are taken as prerendered, so hydration keeps them).
 */
function currentView(): { view: SiteView; locale: SiteLocale } | null {
  const match = matchSitePage(window.location.pathname);
  if (match) return { view: { kind: 'page', key: match.key }, locale: match.locale };
  const locale: SiteLocale = document.documentElement.lang === 'de' ? 'de' : 'en';
  if (document.querySelector('[data-testid="not-found"]')) return { view: { kind: 'notFound' }, locale };
  const article = document.getElementById('site-doc');
  if (!article) return null;
  const contents = [...document.querySelectorAll('.site-docs-nav a')].map((link) => ({ path: link.getAttribute('href') ?? '', title: link.textContent ?? '' }));
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const doc = { slug: path, path, title: document.title, html: article.innerHTML };
  return { view: { kind: 'doc', doc, contents }, locale };
}

const root = document.getElementById('site');
const current = currentView();
if (root && current) {
  hydrateRoot(root, <SiteRoot view={current.view} locale={current.locale} />);
  void runConsent(current.locale);
}
