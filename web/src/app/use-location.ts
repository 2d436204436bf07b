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

/**
 * Asked before every client-side navigation while set: answers true when it holds the navigation
 * back (e.g. to ask about unsaved work) and calls `proceed` later if the user goes on.
 */
export type LeaveGuard = (proceed: () => void) => boolean;
let leaveGuard: LeaveGuard | null = null;

/** Sets the guard; the returned function removes it again. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => {
    if (leaveGuard === guard) leaveGuard = null;
  };
}

/** Client-side navigation that keeps `?locale=`; a leave guard may hold it back. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (leaveGuard?.(() => go(path, options))) return;
  go(path, options);
}

function go(path: string, options: { replace?: boolean }): void {
  const target = path.includes('locale=') ? path : withLocale(path, window.location.search);
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
