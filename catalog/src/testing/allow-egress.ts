import { EGRESS_ALLOW_ENV, egressKey } from '../sdk/http/egress-policy.js';

/**
 * Adds the exact host:port of `url` to `TANDEM_EGRESS_ALLOW` in this process (flows may then call
 * that local server) and returns the undo, which takes back this one entry and nothing else.
 */
export function allowEgress(url: string): () => void {
  const key = egressKey(new URL(url));
  const entries = () => (process.env[EGRESS_ALLOW_ENV] ?? '').split(',').filter((entry) => entry.trim() !== '');
  const write = (list: string[]) => {
    if (list.length === 0) delete process.env[EGRESS_ALLOW_ENV];
    else process.env[EGRESS_ALLOW_ENV] = list.join(',');
  };
  write([...entries(), key]);
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    const list = entries();
    const at = list.lastIndexOf(key);
    if (at >= 0) list.splice(at, 1);
    write(list);
  };
}
