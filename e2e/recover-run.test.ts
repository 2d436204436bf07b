import { lit, op, ref } from '@tandem/catalog';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCallStep } from '../scripts/test-env/http-call-step.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { stepOutput } from '../scripts/test-env/step-output.js';

/** Items of the long iterate from which the first version's call fails. */
const LONG_FAILS_FROM = 14_000;

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
    api = await startFakeServer(async (request) => {
      if (request.path === '/broken') return jsonResponse(400, { error: 'bad request' });
      if (request.path === '/big') return jsonResponse(200, { big });
      if (request.path === '/items' && failingItems.has(request.query.get('i') ?? '')) return jsonResponse(400, { error: 'item refused' });
      const late = (request.path === '/long' && Number(request.query.get('i')) >= LONG_FAILS_FROM) || (request.path === '/nested' && Number(request.query.get('i')) >= 12_200);
      if (late) {
        // Late, so every earlier item's answer is in the history before the chunk fails.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return jsonResponse(400, { error: 'item refused' });
      }
      return jsonResponse(200, { path: request.path, query: Object.fromEntries(request.query) });
    });
    stack = await startTestStack({ pools: 'flows,app.http' });
    user = await signUp(stack.app);
    // Each call costs a credit: the long iterates make more calls than a free workspace has in a month
    // (operators raise a free plan's cap with the override).
    await stack.db.insertInto('billingInfo').values({ userId: user.userId, overrideFreemiumCreditLimit: 100_000 }).execute();
  });
  afterAll(async () => {
    await stack?.stop();
    await api?.close();
  });

  const ws = () => `/api/workspaces/${user.workspaceId}`;
  const call = (name: string, path: string, query: Record<string, unknown> = {}) => httpCallStep(api.url, name, path, query);
  const calls = (path: string) => api.requests.filter((r) => r.path === path).length;
  const definition = (steps: unknown[]) => ({ version: 1, trigger: { type: 'manual' }, steps });

  /** How many times each item (`i`) was called at `path`. */
  const counts = (path: string) => {
    const byItem = new Map<number, number>();
    for (const r of api.requests) if (r.path === path) byItem.set(Number(r.query.get('i')), (byItem.get(Number(r.query.get('i'))) ?? 0) + 1);
    return byItem;
  };
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
  const sorted = (byItem: Map<number, number>) => [...byItem.keys()].sort((a, b) => a - b);

  /** The run once closed, polled once a second (a long run's state is a large query answer). */
  async function settled(runId: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await user.request('GET', `${ws()}/runs/${runId}`);
      if (body?.status && body.status !== 'running') return body;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${body?.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  async function failedRun(name: string, steps: unknown[], timeoutMs?: number) {
    const flow = await user.request('POST', `${ws()}/flows`, { name, definition: definition(steps) });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    const started = await user.request('POST', `${ws()}/flows/${flow.body.flowId}/runs`, { input: { shop: 'acme' } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const state = timeoutMs ? await settled(started.body.runId, timeoutMs) : await waitForRun(user, started.body.runId);
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

    // A step before the failed one whose recorded output does not fit this version: refused, naming it and the mismatch.
    const misfit = { name: 'two', type: 'iterate', items: lit([1]), steps: [{ name: 'note', type: 'utility', utility: 'comment', input: {} }] };
    const changed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, { definition: definition([steps[0], misfit, steps[2]]) });
    expect(changed.body.valid, JSON.stringify(changed.body.issues)).toBe(true);
    const refused = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: changed.body.versionId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'output_mismatch', message: expect.stringContaining("step 'two' does not fit this version (an iterate gives a List)") });

    // The corrected version: the second step calls elsewhere now, but its recorded output still fits, so it
    // is taken over, not called; the third call goes elsewhere, and a fourth step reads the first's output.
    const fixed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, {
      definition: definition([steps[0], call('two', '/two-changed'), call('three', '/three'), call('four', '/four', { shop: ref('one', 'body', 'query', 'shop') })]),
    });
    expect(fixed.body.valid).toBe(true);
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: fixed.body.versionId });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(201);
    const state = await waitForRun(user, recovered.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state).toMatchObject({ versionId: fixed.body.versionId, recoveredFrom: failed.runId, trigger: { type: 'manual', payload: { shop: 'acme' } } });
    expect([calls('/one'), calls('/two'), calls('/two-changed'), calls('/three'), calls('/four')]).toEqual([1, 1, 0, 1, 1]);
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

  it('resumes an iterate past the items the run state keeps: items that succeeded in any chunk are not repeated', { timeout: 600_000 }, async () => {
    // 14,100 items in chunks of 1,975; from item 9,800 on each calls the fake. The run state keeps the
    // steps of the chunks before item 10,000 only: chunk 11,850 succeeded and chunk 13,825 failed
    // part-way, at item 14,000, so their items' records are read from the failed run's chunks.
    const loop = (path: string) => ({
      name: 'loop',
      type: 'iterate',
      // range makes at most 10,000 items.
      items: op('concatLists', op('range', lit(0), lit(10_000)), op('range', lit(10_000), lit(14_100))),
      concurrency: 25,
      steps: [{ name: 'late', type: 'condition', condition: op('gte', ref('index'), lit(9_800)), consequent: [call('each', path, { i: op('toText', ref('index')) })], alternative: [] }],
    });
    const failed = await failedRun('Long iterate', [loop('/long')], 300_000);
    expect(failed.state.error.step, JSON.stringify(failed.state.error)).toMatch(/^loop\[140\d\d\]\.late\.each$/);

    const fixed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, { definition: definition([loop('/long-fixed')]) });
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: fixed.body.versionId });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(201);
    const state = await settled(recovered.body.runId, 300_000);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');

    // Every item before 14,000 called once in all, the failed and later ones once on the fixed path.
    const before = counts('/long');
    expect(range(9_800, LONG_FAILS_FROM).filter((i) => before.get(i) !== 1)).toEqual([]);
    expect(Math.min(...before.keys())).toBe(9_800);
    const after = counts('/long-fixed');
    expect(sorted(after)).toEqual(range(LONG_FAILS_FROM, 14_100));
    expect([...after.values()].every((n) => n === 1)).toBe(true);

    // The iterate's output has every item: taken over from both chunks past 10,000, and the new calls.
    const output = (await stepOutput(user, user.workspaceId, recovered.body.runId, 'loop')) as { each: { body: { path: string; query: { i: string } } } | null }[];
    expect(output).toHaveLength(14_100);
    expect([output[9_900], output[12_000], output[13_900], output[14_050]].map((item) => item?.each && `${item.each.body.path}?i=${item.each.body.query.i}`)).toEqual([
      '/long?i=9900',
      '/long?i=12000',
      '/long?i=13900',
      '/long-fixed?i=14050',
    ]);
  });

  it('finds the chunks of an iterate nested in another, also when the corrected body splits its items otherwise', { timeout: 300_000 }, async () => {
    // Outer items 0 and 1, each with 2,500 inner items (10,000 × outer + 0…2,499), in chunks of 1,975;
    // inner items from 1,900 on call the fake, which refuses 12,200 on: the failed chunk is outer[1].inner's second.
    const outer = (consequent: unknown[]) => ({
      name: 'outer',
      type: 'iterate',
      items: lit([0, 1]),
      steps: [
        {
          name: 'inner',
          type: 'iterate',
          items: op('range', op('multiply', ref('item'), lit(10_000)), op('add', op('multiply', ref('item'), lit(10_000)), lit(2_500))),
          concurrency: 25,
          steps: [{ name: 'late', type: 'condition', condition: op('gte', ref('index'), lit(1_900)), consequent, alternative: [] }],
        },
      ],
    });
    const each = (path: string) => call('each', path, { i: op('toText', ref('item')) });
    const failed = await failedRun('Nested iterate', [outer([each('/nested')])], 120_000);
    expect(failed.state.error.step, JSON.stringify(failed.state.error)).toMatch(/^outer\[1\]\.inner\[22\d\d\]\.late\.each$/);

    // The correction adds a second call per item: chunks of 987, which straddle the failed run's.
    const fixed = await user.request('POST', `${ws()}/flows/${failed.flowId}/versions`, { definition: definition([outer([each('/nested-fixed'), call('also', '/nested-also', { i: op('toText', ref('item')) })])]) });
    expect(fixed.body.valid, JSON.stringify(fixed.body.issues)).toBe(true);
    const recovered = await user.request('POST', `${ws()}/runs/${failed.runId}/recover`, { versionId: fixed.body.versionId });
    expect(recovered.status, JSON.stringify(recovered.body)).toBe(201);
    const state = await settled(recovered.body.runId, 120_000);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');

    const before = counts('/nested');
    const succeeded = [...range(1_900, 2_500), ...range(11_900, 12_200)];
    expect(succeeded.filter((i) => before.get(i) !== 1)).toEqual([]);
    expect(sorted(counts('/nested-fixed'))).toEqual(range(12_200, 12_500));
    expect([...counts('/nested-fixed').values()].every((n) => n === 1)).toBe(true);
    // outer[0].inner succeeded as a whole: taken over, so its items make no new call.
    expect(sorted(counts('/nested-also'))).toEqual(range(11_900, 12_500));
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
