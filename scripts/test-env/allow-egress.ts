/**
 * `allowEgress(url)`: lets flows of this process call the local server at `url` (its exact host:port
 * joins `TANDEM_EGRESS_ALLOW`) and returns the undo. Fakes started with `startFakeServer` allow
 * themselves; use this for other local servers (a shop stand-in, a report API).
 */
export { allowEgress } from '@tandem/catalog/fakes';
