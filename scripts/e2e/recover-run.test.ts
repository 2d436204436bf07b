import { lit, ref } from '@tandem/catalog';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCallStep } from '../test-env/http-call-step.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../test-env/test-stack.js';

/** A failed run runs again from its failed step, on its version or a corrected one. */
describe('recovering a failed run', () => {
  let stack: TestStack;
  let user: TestUser;
  let api: FakeServer;
  /** Items of /items that fail (400) until the test lets them through. */
  const failingItems = new Set<string>(['3']);
  // Incompressible, so the codec cannot keep it inline.
  const big = randomBytes(200 * 1024).toString('base64');

  beforeAll(async () => {
    api = await startFakeServer((request) => {
      if (request.path === '/broken') return jsonResponse(400, { error: 'bad request' });
      if (request.path === '/big') return jsonResponse(200, { big });
      if (request.path === '/items' && failingItems.has(request.query.get('i') ?? '')) return jsonResponse(400, { error: 'item refused' });
      return jsonResponse(200, { path: request.path, query: Object.fromEntries(request.query) });
    });
    stack = await startTestStack({ pools: 'flows,app.http' });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    await api?.close();
  });

  const ws = () => `/api/workspaces/${user.workspaceId}`;
  const call = (name: string, path: string, query: Record<string, unknown> = {}) => httpCallStep(api.url, name, path, query);
  const calls = (path: string) => api.requests.filter((r) => r.path === path).length;
  const definition = (steps: unknown[]) => ({ version: 1, trigger: { type: 'manual' }, steps });

  async function failedRun(name: string, steps: unknown[]) {
    const flow = await user.request('POST', `${ws()}/flows`, { name, definition: definition(steps) });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `${ws()}/flows/${flow.body.flowId}/runs`, { input: { shop: 'acme' } });
    const state = await waitForRun(user, started.body.runId);
    expect(state.status).toBe('failed');
    return { flowId: flow.body.flowId as string, versionId: flow.body.latestVersionId as string, runId: started.body.runId as string, state };
  }

  it('runs from the failed third action on a corrected version: the first two are not called again', async () => {
    const steps = [call('one', '/one', { shop: ref('trigger', 'shop') }), call('two', '/two', { from: ref('one', 'body', 'path') }), call('three', '/broken')];
    const failed = await failedRun('Three calls', steps);
    expect(failed.state.error.step).toBe('three');
    expect([calls('/one'), calls('/two'), calls('/broken')]).toEqual([1, 1, 1]);

    // The same version fails again at the same step, without calling the first two.
    const again = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const againState = await waitForRun(user, again.body.runId);
    expect(againState).toMatchObject({ status: 'failed', recoveredFrom: failed.runId, error: { step: 'three' } });
    expect(againState.steps.slice(0, 2)).toMatchObject([
      { name: 'one', status: 'succeeded', recovered: true, attempts: 0, output: { body: { query: { shop: 'acme' } } } },
      { name: 'two', status: 'succeeded', recovered: true },
    ]);

    // A step before the failed one changed: refused, naming it.
    const changed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, { definition: definition([steps[0], call('two', '/two-changed'), steps[2]]) });
    const refused = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: changed.body.versionId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'steps_changed', message: expect.stringContaining("'two'") });

    // The corrected version: the third call goes elsewhere, and a fourth step reads the first's output.
    const fixed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, {
      definition: definition([steps[0], steps[1], call('three', '/three'), call('four', '/four', { shop: ref('one', 'body', 'query', 'shop') })]),
    });
    expect(fixed.body.valid).toBe(true);
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: fixed.body.versionId });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(201);
    const state = await waitForRun(user, recovered.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state).toMatchObject({ versionId: fixed.body.versionId, recoveredFrom: failed.runId, trigger: { type: 'manual', payload: { shop: 'acme' } } });
    expect([calls('/one'), calls('/two'), calls('/three'), calls('/four')]).toEqual([1, 1, 1, 1]);
    expect(api.requests.find((r) => r.path === '/four')?.query.get('shop')).toBe('acme');

    // Both runs show the link; the list says it too.
    const original = await user.request('GET', `${ws()}/runs/${failed.runId}`);
    expect(original.body.recoveredBy).toEqual([again.body.runId, recovered.body.runId]);
    const list = await user.request('GET', `${ws()}/runs?flowId=${failed.flowId}&status=completed`);
    expect(list.body.items).toMatchObject([{ runId: recovered.body.runId, recoveredFrom: failed.runId }]);
  });

  it('resumes an iterate item by item: items that succeeded are not repeated', async () => {
    const loop = { name: 'loop', type: 'iterate', items: lit(['1', '2', '3', '4']), steps: [call('each', '/items', { i: ref('item') })] };
    const failed = await failedRun('Items', [loop]);
    expect(failed.state.error.step).toBe('loop[2].each');
    expect(api.requests.filter((r) => r.path === '/items').map((r) => r.query.get('i'))).toEqual(['1', '2', '3']);
    failingItems.clear();
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, {});
    const state = await waitForRun(user, recovered.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(api.requests.filter((r) => r.path === '/items').map((r) => r.query.get('i'))).toEqual(['1', '2', '3', '3', '4']);
    const output = state.steps.find((s: { path: string }) => s.path === 'loop').output as { each: { body: { query: { i: string } } } }[];
    expect(output.map((item) => item.each.body.query.i)).toEqual(['1', '2', '3', '4']);
  });

  it('passes an offloaded output by reference: the new history holds its address, not the data', async () => {
    const failed = await failedRun('Big then broken', [call('big', '/big'), call('broken', '/broken')]);
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, {});
    const state = await waitForRun(user, recovered.body.runId);
    expect(state.steps[0]).toMatchObject({ name: 'big', recovered: true, output: { body: { big } } });
    expect(calls('/big')).toBe(1);
    const run = await stack.db.selectFrom('runs').select('workflowId').where('id', '=', recovered.body.runId).executeTakeFirstOrThrow();
    const history = await stack.temporal.workflow.getHandle(run.workflowId).fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    const recorded = started?.input?.payloads?.[1];
    expect(new TextDecoder().decode(recorded?.metadata?.encoding ?? undefined)).toBe('binary/tandem-blob');
    expect(recorded?.data?.length).toBeLessThan(200);
  });

  it('refuses a run that did not fail, and a run of another workspace', async () => {
    const flow = await user.request('POST', `${ws()}/flows`, { name: 'Fine', definition: definition([call('one', '/fine')]) });
    const started = await user.request('POST', `${ws()}/flows/${flow.body.flowId}/runs`, {});
    await waitForRun(user, started.body.runId);
    const refused = await user.request('POST', `${ws()}/runs/${started.body.runId}/recover`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_failed');
    const stranger = await signUp(stack.app);
    const hidden = await stranger.request('POST', `/api/workspaces/${stranger.workspaceId}/runs/${started.body.runId}/recover`, {});
    expect(hidden.status).toBe(404);
  });
});
