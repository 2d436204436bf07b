import { baseUrlEnvName } from '@tandem/catalog/runtime';
import { setEnv } from './set-env.js';
import { allowEgress } from './allow-egress.js';

/**
 * Points apps at local fakes through their `TANDEM_BASE_URL_<APP>` variables (the workers read them),
 * lets flows reach each fake's exact host:port (`TANDEM_EGRESS_ALLOW`), and returns the function that
 * puts the previous values back and takes those allowances back.
 */
export function pointAppsAt(urls: Record<string, string>): () => void {
  const restoreEnv = setEnv(Object.fromEntries(Object.entries(urls).map(([app, url]) => [baseUrlEnvName(app), url])));
  const disallow = Object.values(urls).map((url) => allowEgress(url));
  return () => {
    for (const undo of disallow) undo();
    restoreEnv();
  };
}
