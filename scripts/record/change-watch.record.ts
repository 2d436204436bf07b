import { ensureTemporalBinary } from '@tandem/temporal/server';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, type TestStack, type TestUser } from '../test-env/test-stack.js';

/**
 * Records the history of a change watch for workers/src/replay.test.ts: a baseline, a change that
 * starts a run, a failed poll and the recovery, a new live version, and enough polls to continue as
 * new (the first execution ends there and is the file written). Run with the other recordings by `npm run record-histories`.
 */
const folder = new URL('../../temporal/histories/', import.meta.url);
const label = process.env.HISTORY_LABEL ?? new Date().toISOString().slice(0, 10);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('the change watch did not get there in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('record the replay history of a change watch', () => {
  let stack: TestStack;
  let user: TestUser;
  let shop: FakeServer;
  let items = [{ id: 1, title: 'Shoe' }];
  beforeAll(async () => {
    shop = await startFakeServer(() => jsonResponse(200, { products: items }));
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    await shop?.close();
  });

  it('a change watch that starts a run, takes a new live version and continues as new', async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const trigger = (changeType: string) => ({ type: 'changeWatch', app: 'http', action: 'request.send', input: { url: lit(`${shop.url}/products`) }, changeType, idPath: ['id'] });
    const steps = [{ name: 'seen', type: 'utility', utility: 'transform', input: { list: op('list', ref('trigger')), mapping: ref('item') } }];
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Watched shop', definition: { version: 1, trigger: trigger('create'), steps } });
    const flowId: string = flow.body.flowId;
    await user.request('PUT', `${ws}/flows/${flowId}/live`, { versionId: flow.body.latestVersionId });
    const handle = stack.temporal.workflow.getHandle(`watch_${flowId}`);
    const firstRunId = (await handle.describe()).runId;
    const state = () => user.request('GET', `${ws}/flows/${flowId}/trigger`).then((r) => r.body.watch as { baselineRecorded: boolean; runsStarted: number; failingSince: string | null } | null);
    await until(state, (s) => s?.baselineRecorded === true);

    items = [...items, { id: 2, title: 'Hat' }];
    await handle.signal('pollNow');
    await until(state, (s) => s?.runsStarted === 1);

    // A failed poll (the watched API answers 404: no retry) and the recovery at the next one.
    shop.failNext(jsonResponse(404, { error: 'gone for a moment' }));
    await handle.signal('pollNow');
    await until(state, (s) => s?.failingSince != null);
    await handle.signal('pollNow');
    await until(state, (s) => s?.failingSince === null);

    const next = await user.request('POST', `${ws}/flows/${flowId}/versions`, { definition: { version: 1, trigger: trigger('update'), steps } });
    await user.request('PUT', `${ws}/flows/${flowId}/live`, { versionId: next.body.versionId });

    // Poll until the first execution hands over to the next one.
    const first = stack.temporal.workflow.getHandle(`watch_${flowId}`, firstRunId);
    await until(
      async () => {
        await handle.signal('pollNow').catch(() => undefined);
        return (await first.describe()).status.name;
      },
      (status) => status === 'CONTINUED_AS_NEW',
      120_000,
    );
    const cli = await ensureTemporalBinary(() => {});
    const args = ['workflow', 'show', '-w', `watch_${flowId}`, '-r', firstRunId, '--address', inject('temporalAddress'), '--namespace', stack.namespace, '--output', 'json'];
    writeFileSync(new URL(`${label}-change-watch.json`, folder), execFileSync(cli, args));
    await user.request('DELETE', `${ws}/flows/${flowId}/live`);
    expect(await state()).toBeNull();
  });
});
