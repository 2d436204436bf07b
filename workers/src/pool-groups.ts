import type { AnyApp } from '@tandem/catalog/sdk';

/** An app as far as worker pools go: its id and the pool group its `app.ts` names. */
export type PooledApp = Pick<AnyApp, 'id' | 'pool'>;

/** The pool of every app that names none, so a new app is always served by some pool. */
export const OTHER_POOL = 'other';

/**
 * Named groups of app task queues, so a deployment scales worker pools by kind of API instead of
 * listing queues: `WORKER_POOLS=ads` serves every app whose `app.ts` says `pool: 'ads'`. The groups
 * come from the catalogue in the order they are first named, then `other` for the rest.
 */
export function poolGroups(apps: readonly PooledApp[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const app of apps) {
    const group = app.pool ?? OTHER_POOL;
    groups.set(group, [...(groups.get(group) ?? []), app.id]);
  }
  const other = groups.get(OTHER_POOL) ?? [];
  groups.delete(OTHER_POOL);
  return groups.set(OTHER_POOL, other);
}

export function isPoolGroup(name: string, apps: readonly PooledApp[]): boolean {
  return poolGroups(apps).has(name);
}

/** The app ids of a group, out of the apps given. */
export function appsOfGroup(group: string, apps: readonly PooledApp[]): string[] {
  return poolGroups(apps).get(group) ?? [];
}
