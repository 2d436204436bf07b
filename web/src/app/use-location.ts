import { useSyncExternalStore } from 'react';
import { withLocale } from './routes';

const subscribe = (notify: () => void) => {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
};
const snapshot = () => window.location.pathname + window.location.search;

/** The current path + search, updated on navigation. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, snapshot);
  const q = href.indexOf('?');
  return q < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, q), search: href.slice(q) };
}

/** Client-side navigation that keeps `?locale=`. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const target = path.includes('locale=') ? path : withLocale(path, window.location.search);
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
