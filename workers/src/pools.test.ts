import { describe, expect, it } from 'vitest';
import { appIds } from '@tandem/catalog/apps';
import { appsOfGroup, POOL_GROUPS, type PoolGroup } from './pool-groups.js';
import { taskQueuesFor } from './pools.js';

describe('taskQueuesFor', () => {
  const apps = ['slack', 'mailgun', 'openai', 'http'];

  it('serves every queue by default and for "all"', () => {
    expect(taskQueuesFor(undefined, apps)).toEqual(['flows', 'app.slack', 'app.mailgun', 'app.openai', 'app.http']);
    expect(taskQueuesFor('all', apps)).toEqual(['flows', 'app.slack', 'app.mailgun', 'app.openai', 'app.http']);
  });

  it('serves only the named queues', () => {
    expect(taskQueuesFor('flows, app.slack', apps)).toEqual(['flows', 'app.slack']);
  });

  it('expands pool groups, once per queue', () => {
    expect(taskQueuesFor('messaging', apps)).toEqual(['app.slack', 'app.mailgun']);
    expect(taskQueuesFor('ai,other,app.openai', apps)).toEqual(['app.openai', 'app.http']);
  });

  it('rejects a queue it does not know, naming it', () => {
    expect(() => taskQueuesFor('app.nope', apps)).toThrow(/app\.nope/);
    expect(() => taskQueuesFor('adverts', apps)).toThrow(/adverts.*Known: all, ads, shops, ai, messaging, other/);
  });
});

describe('pool groups', () => {
  const groups: PoolGroup[] = [...(Object.keys(POOL_GROUPS) as PoolGroup[]), 'other'];

  it('name only apps of the catalogue', () => {
    for (const id of Object.values(POOL_GROUPS).flat()) expect(appIds).toContain(id);
  });

  it('together serve every app of the catalogue exactly once', () => {
    const served = groups.flatMap((group) => appsOfGroup(group, appIds));
    expect([...served].sort()).toEqual([...appIds].sort());
  });
});
