import { appTaskQueue, FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { appsOfGroup, isPoolGroup, POOL_GROUPS } from './pool-groups.js';

/**
 * The task queues a worker process serves, from `WORKER_POOLS`: `all` (the default) or a comma
 * list of task queues (`flows,app.shopify,app.google-ads`) and pool groups (`ads`, `shops`, `ai`,
 * `messaging`, `other`), e.g. `flows` for one process and `ads,shops` for another.
 */
export function taskQueuesFor(pools: string | undefined, appIds: readonly string[]): string[] {
  const everything = [FLOWS_TASK_QUEUE, ...appIds.map(appTaskQueue)];
  const wanted = (pools ?? 'all')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return everything;
  const queues = wanted.flatMap((name) => (isPoolGroup(name) ? appsOfGroup(name, appIds).map(appTaskQueue) : [name]));
  const unknown = queues.filter((q) => !everything.includes(q));
  if (unknown.length > 0) {
    const groups = [...Object.keys(POOL_GROUPS), 'other'].join(', ');
    throw new Error(`WORKER_POOLS names unknown task queues: ${unknown.join(', ')}. Known: all, ${groups}, ${everything.join(', ')}`);
  }
  return [...new Set(queues)];
}
