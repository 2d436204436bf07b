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
