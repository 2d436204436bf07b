import { proxyActivities } from '@temporalio/workflow';

/** What a hand-written Temporal app would do per step: one activity that makes the HTTP call. */
export type BareActivities = { get(url: string): Promise<unknown> };

const { get } = proxyActivities<BareActivities>({ startToCloseTimeout: '1 minute' });

/** The yardstick of the engine-ratio benchmark: N activities in sequence, nothing else. */
export async function bareActions(urls: string[]): Promise<unknown[]> {
  const outputs: unknown[] = [];
  for (const url of urls) outputs.push(await get(url));
  return outputs;
}

/** The yardstick of a two-pure-step flow: two computations over the input, no activity. */
export async function barePure(items: number[]): Promise<number[]> {
  const doubled = items.map((n) => n * 2);
  return doubled.filter((n) => n > 2);
}

/**
 * `bareActions` with its activities on another task queue (`activityQueue`), as Tandem's per-app pools
 * require: the server cannot hand the activity to the workflow's own worker eagerly.
 */
export async function bareActionsOn(urls: string[], activityQueue: string): Promise<unknown[]> {
  const { get: getThere } = proxyActivities<BareActivities>({ startToCloseTimeout: '1 minute', taskQueue: activityQueue });
  const outputs: unknown[] = [];
  for (const url of urls) outputs.push(await getThere(url));
  return outputs;
}

/** The webhook flow's work done by hand: total = qty × price, the SKU upper-cased. */
export async function bareOrder(body: { qty: number; price: number; sku: string }): Promise<{ total: number; sku: string }> {
  return { total: body.qty * body.price, sku: body.sku.toUpperCase() };
}
