import { baseUrlEnvName } from '@tandem/catalog/sdk';
import { allowEgress } from './allow-egress.js';

/**
 * Points apps at local fakes through their `TANDEM_BASE_URL_<APP>` variables (the workers read them),
 * lets flows reach each fake's exact host:port (`TANDEM_EGRESS_ALLOW`), and returns the function that
 * puts the previous values back and takes those allowances back.
 */
export function pointAppsAt(urls: Record<string, string>): () => void {
  const previous = Object.keys(urls).map((app) => [baseUrlEnvName(app), process.env[baseUrlEnvName(app)]] as const);
  for (const [app, url] of Object.entries(urls)) process.env[baseUrlEnvName(app)] = url;
  const disallow = Object.values(urls).map((url) => allowEgress(url));
  return () => {
    for (const undo of disallow) undo();
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
