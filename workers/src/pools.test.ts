import { describe, expect, it } from 'vitest';
import { apps as catalogue } from '@tandem/catalog/apps';
import { appsOfGroup, poolGroups } from './pool-groups.js';
import { taskQueuesFor } from './pools.js';

describe('taskQueuesFor', () => {
  const apps = [
    { id: 'slack', pool: 'messaging' },
    { id: 'mailgun', pool: 'messaging' },
    { id: 'openai', pool: 'ai' },
    { id: 'http' },
  ];

  it('serves every queue by default and for "all"', () => {
    expect(taskQueuesFor(undefined, apps)).toEqual(['flows', 'app.slack', 'app.mailgun', 'app.openai', 'app.http']);
    expect(taskQueuesFor('all', apps)).toEqual(['flows', 'app.slack', 'app.mailgun', 'app.openai', 'app.http']);
  });

  it('serves only the named queues', () => {
    expect(taskQueuesFor('flows, app.slack', apps)).toEqual(['flows', 'app.slack']);
  });

  it('expands the pool groups the apps name, once per queue', () => {
    expect(taskQueuesFor('messaging', apps)).toEqual(['app.slack', 'app.mailgun']);
    expect(taskQueuesFor('ai,other,app.openai', apps)).toEqual(['app.openai', 'app.http']);
  });

  it('rejects a queue it does not know, naming it', () => {
    expect(() => taskQueuesFor('app.nope', apps)).toThrow(/app\.nope/);
    expect(() => taskQueuesFor('adverts', apps)).toThrow(/adverts.*Known: all, messaging, ai, other/);
  });
});

describe('pool groups', () => {
  it('come from the apps: each group its apps, every app exactly once, `other` for those naming none', () => {
    const groups = poolGroups(Object.values(catalogue));
    expect([...groups.keys()].sort()).toEqual(['ads', 'ai', 'messaging', 'other', 'shops']);
    expect([...groups.values()].flat().sort()).toEqual(Object.keys(catalogue).sort());
    expect(appsOfGroup('ads', Object.values(catalogue))).toEqual(['google-ads', 'google-ads-manager', 'meta-ads']);
    expect(appsOfGroup('other', Object.values(catalogue))).toContain('http');
  });

  it('has an `other` pool even when every app names a group', () => {
    expect([...poolGroups([{ id: 'slack', pool: 'messaging' }])]).toEqual([['messaging', ['slack']], ['other', []]]);
  });
});
