import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { hydrateRoot } from 'react-dom/client';
import { runConsent } from './consent';
import { matchSitePage } from './site-pages';
import { SiteRoot } from './site-root';
import './site.css';

// The site's own entry: the prerendered page comes alive without loading any of the app's code.
const root = document.getElementById('site');
const match = matchSitePage(window.location.pathname);
if (root && match) {
  hydrateRoot(root, <SiteRoot pageKey={match.key} locale={match.locale} />);
  void runConsent(match.locale);
}
