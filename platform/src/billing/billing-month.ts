/** Credits and usage limits count per calendar month in UTC. */
export type BillingMonth = { start: Date; end: Date; key: string };

export function billingMonth(now: Date): BillingMonth {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end, key: start.toISOString().slice(0, 7) };
}
