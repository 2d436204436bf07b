import type { Connection } from '../api/types';

/** The currency a workspace is billed in; its currency until its connections name another. */
export const BILLING_CURRENCY = 'EUR';

/**
 * The workspace's currency, for the currency selects of connection forms: the one its connections
 * use most (a shop's, an ads account's), else the currency it is billed in.
 */
export function workspaceCurrency(connections: readonly Pick<Connection, 'config'>[]): string {
  const counts = new Map<string, number>();
  for (const { config } of connections) {
    const currency = (config as { currency?: unknown } | null)?.currency;
    if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  }
  let best = BILLING_CURRENCY;
  let most = 0;
  for (const [currency, count] of counts) if (count > most) [best, most] = [currency, count];
  return best;
}
