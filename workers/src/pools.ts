import { appTaskQueue, FLOWS_TASK_QUEUE } from '@tandem/temporal';

/**
 * The task queues a worker process serves, from `WORKER_POOLS`: `all` (the default) or a comma
 * list such as `flows,app.shopify,app.google-ads`.
 */
export function taskQueuesFor(pools: string | undefined, appIds: readonly string[]): string[] {
  const everything = [FLOWS_TASK_QUEUE, ...appIds.map(appTaskQueue)];
  const wanted = (pools ?? 'all')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return everything;
  const unknown = wanted.filter((q) => !everything.includes(q));
  if (unknown.length > 0) {
    throw new Error(`WORKER_POOLS names unknown task queues: ${unknown.join(', ')}. Known: all, ${everything.join(', ')}`);
  }
  return wanted;
}
