import { appTaskQueue, FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { appsOfGroup, isPoolGroup, poolGroups, type PooledApp } from './pool-groups.js';

/**
 * The task queues a worker process serves, from `WORKER_POOLS`: `all` (the default) or a comma
 * list of task queues (`flows,app.shopify,app.google-ads`) and the pool groups the apps name
 * (`ads`, `shops`, `ai`, `messaging`, `other`), e.g. `flows` for one process and `ads,shops` for another.
 */
export function taskQueuesFor(pools: string | undefined, apps: readonly PooledApp[]): string[] {
  const everything = [FLOWS_TASK_QUEUE, ...apps.map((app) => appTaskQueue(app.id))];
  const wanted = (pools ?? 'all')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (wanted.length === 0 || wanted.includes('all')) return everything;
  const queues = wanted.flatMap((name) => (isPoolGroup(name, apps) ? appsOfGroup(name, apps).map(appTaskQueue) : [name]));
  const unknown = queues.filter((q) => !everything.includes(q));
  if (unknown.length > 0) {
    const groups = [...poolGroups(apps).keys()].join(', ');
    throw new Error(`WORKER_POOLS names unknown task queues: ${unknown.join(', ')}. Known: all, ${groups}, ${everything.join(', ')}`);
  }
  return [...new Set(queues)];
}
