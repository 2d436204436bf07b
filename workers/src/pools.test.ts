import { describe, expect, it } from 'vitest';
import { taskQueuesFor } from './pools.js';

describe('taskQueuesFor', () => {
  const apps = ['slack', 'mailgun'];

  it('serves every queue by default and for "all"', () => {
    expect(taskQueuesFor(undefined, apps)).toEqual(['flows', 'app.slack', 'app.mailgun']);
    expect(taskQueuesFor('all', apps)).toEqual(['flows', 'app.slack', 'app.mailgun']);
  });

  it('serves only the named queues', () => {
    expect(taskQueuesFor('flows, app.slack', apps)).toEqual(['flows', 'app.slack']);
  });

  it('rejects a queue it does not know, naming it', () => {
    expect(() => taskQueuesFor('app.nope', apps)).toThrow(/app\.nope/);
  });
});
