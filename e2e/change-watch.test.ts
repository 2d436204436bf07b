import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { eventually } from '../scripts/test-env/eventually.js';

const echo = { name: 'seen', type: 'utility', utility: 'transform', input: { list: op('list', ref('trigger')), mapping: ref('item') } };
type Item = { id: number; title: string };


/** Change watches through the API and Temporal: outages of the watched API, live/off cycles, run timeouts. */
describe('a change watch, hardened', () => {
  let stack: TestStack;
  let user: TestUser;
  let shop: FakeServer;
  let items: Item[] = [];
  let down = false;
  const previousAlert = process.env.WATCH_ALERT_AFTER_MINUTES;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    // Members are told when a watch has failed for 5 seconds (15 minutes by default).
    process.env.WATCH_ALERT_AFTER_MINUTES = String(5 / 60);
    shop = await startFakeServer(() => (down ? jsonResponse(503, { error: 'maintenance' }) : jsonResponse(200, { products: items })));
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    await shop?.close();
    if (previousAlert === undefined) delete process.env.WATCH_ALERT_AFTER_MINUTES;
    else process.env.WATCH_ALERT_AFTER_MINUTES = previousAlert;
  });

  const watchTrigger = { type: 'changeWatch', app: 'http', action: 'request.send', input: {}, changeType: 'create', frequencyMinutes: 1, idPath: ['id'] };
  async function watchedFlow(name: string, steps: unknown[] = [echo], extra: Record<string, unknown> = {}) {
    down = false;
    const trigger = { ...watchTrigger, input: { url: lit(`${shop.url}/products`) } };
    const created = await user.request('POST', `${ws()}/flows`, { name, definition: { version: 1, trigger, steps, ...extra } });
    expect(created.body.latestVersionId).toBeTruthy();
    const flowId: string = created.body.flowId;
    const versionId: string = created.body.latestVersionId;
    return {
      flowId,
      goLive: () => user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId }),
      turnOff: () => user.request('DELETE', `${ws()}/flows/${flowId}/live`),
      poll: () => user.request('POST', `${ws()}/flows/${flowId}/watch/poll`),
      watch: () => user.request('GET', `${ws()}/flows/${flowId}/trigger`).then((r) => r.body.watch),
      runs: async () => (await user.request('GET', `${ws()}/runs?flowId=${flowId}`)).body.items as { runId: string }[],
    };
  }
  const watchNotifications = async (name: string) =>
    ((await user.request('GET', `${ws()}/notifications`)).body.items as { event: string; title: string; resolved: unknown }[]).filter((n) => n.title.includes(`"${name}"`));

  it('survives an outage: each change made during it starts exactly one run, members are told once and the alert resolves', async () => {
    items = [{ id: 1, title: 'Shoe' }];
    const flow = await watchedFlow('Outage');
    await flow.goLive();
    expect(await eventually(flow.watch, (w) => w?.baselineRecorded === true)).toMatchObject({ itemsSeen: 1, failingSince: null, lastError: null });
    const firstPolledAt: string = (await flow.watch()).lastPolledAt;
    expect(firstPolledAt).toMatch(/^\d{4}-/);

    down = true;
    items = [...items, { id: 2, title: 'Hat' }];
    await flow.poll();
    const failing = await eventually(flow.watch, (w) => w?.failingSince !== null);
    expect(failing).toMatchObject({ lastPolledAt: firstPolledAt, lastError: expect.stringContaining('503') });
    items = [...items, { id: 3, title: 'Scarf' }];

    // The alert is raised once the failure has lasted 5 seconds, at the next failed poll: the watch
    // retried on its own. The outage lasts until then, not a fixed time: each further failed poll
    // would double the wait for the next one (temporal/src/watch/retry-delay.test.ts), which the
    // recovery below would only sit through.
    const raised = await eventually(() => watchNotifications('Outage'), (n) => n.length > 0, 40_000);
    expect(raised).toEqual([expect.objectContaining({ event: 'FAILED_FLOW', title: 'The change watch of "Outage" is failing', resolved: null })]);
    expect(await flow.watch()).toMatchObject({ lastPolledAt: firstPolledAt, failingSince: failing.failingSince, runsStarted: 0 });
    expect(await flow.runs()).toHaveLength(0);

    // The watch retries on its own (no "check now") and catches up with both changes.
    down = false;
    const healthy = await eventually(flow.watch, (w) => w.failingSince === null && w.runsStarted >= 2, 60_000);
    expect(healthy).toMatchObject({ lastError: null, runsStarted: 2 });
    expect(healthy.lastPolledAt > firstPolledAt).toBe(true);
    const runs = await eventually(flow.runs, (r) => r.length >= 2);
    const payloads = await Promise.all(runs.map(async (run) => (await waitForRun(user, run.runId)).trigger.payload.item));
    expect(payloads.sort((a: Item, b: Item) => a.id - b.id)).toEqual([{ id: 2, title: 'Hat' }, { id: 3, title: 'Scarf' }]);
    // One more poll, seen done (its time recorded): a change it found would have counted in the same
    // step of the watch, so nothing new means it started no run.
    await flow.poll();
    const polledAgain = await eventually(flow.watch, (w) => w.lastPolledAt > healthy.lastPolledAt);
    expect(polledAgain).toMatchObject({ failingSince: null, runsStarted: 2 });
    expect(await flow.runs()).toHaveLength(2);

    const after = await watchNotifications('Outage');
    expect(after).toHaveLength(1);
    expect(after[0]?.resolved).toMatchObject({ by: 'tandem' });
    await flow.turnOff();
  }, 150_000);

  it('keeps every run across live/off/live cycles: run ids never repeat', async () => {
    items = [{ id: 1, title: 'Shoe' }];
    const flow = await watchedFlow('Cycles');
    const seen: string[] = [];
    for (const cycle of [1, 2, 3]) {
      await flow.goLive();
      await eventually(flow.watch, (w) => w?.baselineRecorded === true);
      items = [...items, { id: 100 + cycle, title: `New ${cycle}` }];
      await flow.poll();
      const runs = await eventually(flow.runs, (r) => r.length >= cycle);
      expect(runs).toHaveLength(cycle);
      await flow.turnOff();
      expect(await flow.watch()).toBeNull();
      seen.push(...runs.map((r) => r.runId).filter((id) => !seen.includes(id)));
    }
    expect(new Set(seen).size).toBe(3);
    const items_ = await Promise.all(seen.map(async (runId) => (await waitForRun(user, runId)).trigger.payload.item.id));
    expect(items_.sort()).toEqual([101, 102, 103]);
  }, 90_000);

  it('times a run out like other runs: the definition timeout applies', async () => {
    items = [{ id: 1, title: 'Shoe' }];
    const flow = await watchedFlow('Slow', [{ name: 'long_wait', type: 'wait', duration: 'PT1H' }], { timeout: 'PT2S' });
    await flow.goLive();
    await eventually(flow.watch, (w) => w?.baselineRecorded === true);
    items = [...items, { id: 2, title: 'Hat' }];
    await flow.poll();
    const [run] = await eventually(flow.runs, (r) => r.length === 1);
    const state = await waitForRun(user, run!.runId, 20_000);
    expect(state).toMatchObject({ status: 'timedOut', error: { message: 'The run took longer than its timeout' } });
    await flow.turnOff();
  });
});
