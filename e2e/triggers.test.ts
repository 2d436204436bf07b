import { ScheduleNotFoundError } from '@temporalio/client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { eventually } from '../scripts/test-env/eventually.js';
import { lit, ref, op } from '@tandem/catalog';
import { runIdOfWorkflow } from '@tandem/temporal';
import { createCoreActivities } from '../workers/src/activities/core.js';

const echo = { name: 'seen', type: 'utility', utility: 'transform', input: { list: op('list', ref('trigger')), mapping: ref('item') } };


describe('triggers of live versions, through the API as a user would', () => {
  let stack: TestStack;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    stack = await startTestStack({ config: { temporalUiUrl: 'http://temporal-ui.test' } });
    user = await signUp(stack.app);
  });
  afterAll(() => stack?.stop());

  async function flowWith(trigger: unknown, extra: Record<string, unknown> = {}): Promise<{ flowId: string; versionId: string }> {
    const created = await user.request('POST', `${ws()}/flows`, { name: `Flow ${Date.now()}`, definition: { version: 1, trigger, steps: [echo], ...extra } });
    expect(created.status).toBe(201);
    return { flowId: created.body.flowId, versionId: created.body.latestVersionId };
  }

  async function newVersion(flowId: string, trigger: unknown): Promise<string> {
    const saved = await user.request('POST', `${ws()}/flows/${flowId}/versions`, { definition: { version: 1, trigger, steps: [echo] } });
    expect(saved.body.valid).toBe(true);
    return saved.body.versionId;
  }

  const runsOf = async (flowId: string) => (await user.request('GET', `${ws()}/runs?flowId=${flowId}`)).body.items as { runId: string; triggerType: string }[];

  /**
   * One id from the app to the Temporal UI: the run's link names the workflow whose id is the run id
   * (with `run_` in front), and that workflow exists and is the run.
   */
  async function expectOneId(runId: string): Promise<void> {
    const state = (await user.request('GET', `${ws()}/runs/${encodeURIComponent(runId)}`)).body;
    const workflowId = decodeURIComponent(new URL(state.temporalUrl).pathname.split('/workflows/')[1]!);
    expect(runIdOfWorkflow(workflowId)).toBe(runId);
    expect([runId, `run_${runId}`]).toContain(workflowId);
    const described = await stack.temporal.workflow.getHandle(workflowId).describe();
    expect(described.workflowId).toBe(workflowId);
  }

  it('only a valid version goes live', async () => {
    const created = await user.request('POST', `${ws()}/flows`, { name: 'Draft', definition: { version: 1, trigger: { type: 'manual' }, steps: [] } });
    const res = await user.request('PUT', `${ws()}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Only a valid version can go live');
  });

  it('a live webhook flow runs when its URL is called; a repeated Idempotency-Key starts no second run', async () => {
    const inputSchema = { type: 'object', required: ['orderId'], properties: { orderId: { type: 'integer' } } };
    const { flowId, versionId } = await flowWith({ type: 'webhook' }, { inputSchema });
    expect((await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId })).body.liveVersionId).toBe(versionId);
    const { hookUrl } = (await user.request('GET', `${ws()}/flows/${flowId}/trigger`)).body;
    const path = new URL(hookUrl).pathname;
    expect(path).toMatch(/^\/hooks\/hk_/);

    const unfit = await stack.app.inject({ method: 'POST', url: path, payload: { orderId: 'x' } });
    expect(unfit.statusCode).toBe(400);
    expect(unfit.json().error.issues[0]).toMatchObject({ path: ['orderId'], message: 'must be integer' });

    const deliver = () => stack.app.inject({ method: 'POST', url: `${path}?source=shop`, payload: { orderId: 7 }, headers: { 'idempotency-key': 'order-7', authorization: 'Bearer secret' } });
    const first = await deliver();
    const second = await deliver();
    expect(first.statusCode).toBe(202);
    expect(second.json().runId).toBe(first.json().runId);
    const state = await waitForRun(user, first.json().runId);
    expect(state.status).toBe('completed');
    const payload = state.steps[0].output[0];
    expect(payload).toMatchObject({ body: { orderId: 7 }, query: { source: 'shop' } });
    expect(payload.headers.authorization).toBeUndefined();
    expect(await runsOf(flowId)).toHaveLength(1);
    expect(first.json().runId).toMatch(/^hook_/);
    await expectOneId(first.json().runId);

    // Rotating the token retires the old URL; turning the flow off retires the new one.
    const rotated = (await user.request('POST', `${ws()}/flows/${flowId}/hook/rotate`)).body.hookUrl as string;
    expect((await stack.app.inject({ method: 'POST', url: path, payload: { orderId: 1 } })).statusCode).toBe(404);
    await user.request('DELETE', `${ws()}/flows/${flowId}/live`);
    expect((await stack.app.inject({ method: 'POST', url: new URL(rotated).pathname, payload: { orderId: 1 } })).statusCode).toBe(404);
  });

  it('a live schedule flow is a Temporal Schedule with the right spec, updated in place and gone when turned off', async () => {
    const { flowId, versionId } = await flowWith({ type: 'schedule', schedule: { kind: 'daily', hour: 6, weekdays: ['monday'] } });
    await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId });
    const handle = stack.temporal.schedule.getHandle(`flow_${flowId}`);
    const described = await handle.describe();
    expect(described.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 6, end: 6, step: 1 }], dayOfWeek: [{ start: 'MONDAY', end: 'MONDAY', step: 1 }] });
    expect(described.policies.overlap).toBe('BUFFER_ONE');
    const info = (await user.request('GET', `${ws()}/flows/${flowId}/trigger`)).body;
    expect(info.nextFireTimes).toHaveLength(5);
    for (const time of info.nextFireTimes) expect(new Date(time).getUTCDay() === 1 && new Date(time).getUTCHours() === 6).toBe(true);

    const hourly = await newVersion(flowId, { type: 'schedule', schedule: { kind: 'hourly', everyHours: 3 } });
    await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId: hourly });
    const updated = await handle.describe();
    expect(updated.spec.intervals).toMatchObject([{ every: 3 * 3_600_000 }]);
    expect(updated.action.type === 'startWorkflow' && (updated.action.args?.[0] as { versionId: string }).versionId).toBe(hourly);

    // A scheduled run (triggered now) registers itself and sees when it was due.
    await handle.trigger();
    const runs = await eventually(() => runsOf(flowId), (r) => r.length === 1);
    expect(runs[0]?.triggerType).toBe('schedule');
    const state = await waitForRun(user, runs[0]!.runId);
    expect(state.status).toBe('completed');
    expect(state.trigger.payload.scheduledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(runs[0]!.runId).toMatch(new RegExp(`^sched_${flowId}-`));
    await expectOneId(runs[0]!.runId);
    // A replayed fire (the same workflow registering its run again) finds the same run: no second one.
    const core = createCoreActivities(stack.db, { formerChunks: async () => ({}) as never, appUrl: stack.config.appUrl });
    const again = await core.registerRun({ workflowId: `run_${runs[0]!.runId}`, workspaceId: user.workspaceId, flowId, versionId: hourly, triggerType: 'schedule' });
    expect(again.runId).toBe(runs[0]!.runId);
    expect(await runsOf(flowId)).toHaveLength(1);

    await user.request('DELETE', `${ws()}/flows/${flowId}/live`);
    await expect(handle.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });

  describe('a change watch', () => {
    let shop: Server;
    let items: { id: number; title: string }[] = [{ id: 1, title: 'Shoe' }];
    let disallow: (() => void) | undefined;
    beforeAll(async () => {
      shop = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ products: items })));
      await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
      disallow = allowEgress(`http://127.0.0.1:${(shop.address() as AddressInfo).port}`);
    });
    afterAll(() => {
      disallow?.();
      shop?.close();
    });

    it('detects a create, an update and a delete exactly once each, across new live versions', async () => {
      const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/products`;
      const watch = (changeType: string) => ({ type: 'changeWatch', app: 'http', action: 'request.send', input: { url: lit(url) }, changeType, idPath: ['id'] });
      const { flowId, versionId } = await flowWith(watch('create'));
      await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId });
      const state = () => user.request('GET', `${ws()}/flows/${flowId}/trigger`).then((r) => r.body.watch);
      expect((await eventually(state, (s) => s?.baselineRecorded === true))?.itemsSeen).toBe(1);
      expect(await runsOf(flowId)).toHaveLength(0); // the baseline starts nothing

      const pollUntilRuns = async (count: number) => {
        await user.request('POST', `${ws()}/flows/${flowId}/watch/poll`);
        return eventually(() => runsOf(flowId), (r) => r.length >= count);
      };
      items = [...items, { id: 2, title: 'Hat' }];
      expect(await pollUntilRuns(1)).toHaveLength(1);

      await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId: await newVersion(flowId, watch('update')) });
      items = [{ id: 1, title: 'Red shoe' }, { id: 2, title: 'Hat' }];
      expect(await pollUntilRuns(2)).toHaveLength(2);

      await user.request('PUT', `${ws()}/flows/${flowId}/live`, { versionId: await newVersion(flowId, watch('delete')) });
      items = [{ id: 1, title: 'Red shoe' }];
      const runs = await pollUntilRuns(3);
      // Polling again with nothing new starts nothing.
      await user.request('POST', `${ws()}/flows/${flowId}/watch/poll`);
      await eventually(state, (s) => s.runsStarted === 3);
      await new Promise((r) => setTimeout(r, 500));
      expect(await runsOf(flowId)).toHaveLength(3);

      const payloads = await Promise.all(runs.map(async (run) => (await waitForRun(user, run.runId)).trigger.payload));
      for (const run of runs) await expectOneId(run.runId);
      expect(payloads.map((p) => [p.change, p.item, p.previous]).reverse()).toEqual([
        ['create', { id: 2, title: 'Hat' }, null],
        ['update', { id: 1, title: 'Red shoe' }, { id: 1, title: 'Shoe' }],
        ['delete', null, { id: 2, title: 'Hat' }],
      ]);
      await user.request('DELETE', `${ws()}/flows/${flowId}/live`);
      expect(await state()).toBeNull();
    });
  });
});
