import { lit, ref } from '@tandem/catalog';
import { startFake, wooCommerceFakeConnection, type StartedFake } from '@tandem/catalog/fakes';
import { startApi, type ApiHarness } from '@tandem/services/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const RUNS = 200;

/** The same signed-in user against another API process (the same database, sessions and Temporal namespace). */
function userOn(app: ApiHarness['app'], user: TestUser): TestUser {
  const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    ...user,
    request: async (method, url, payload) => {
      const response = await app.inject({ method, url, headers: { cookie, 'x-csrf-token': user.cookies.csrf_token ?? '' }, ...(payload === undefined ? {} : { payload: payload as object }) });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
  };
}

/**
 * 200 runs fail on an expired WooCommerce key; once the key is replaced they are recovered in one batch,
 * paused and resumed midway, across a restart of the API, and each product update is sent exactly once.
 */
describe('recovering 200 runs after an expired token is replaced', () => {
  let stack: TestStack;
  let restarted: ApiHarness | undefined;
  let woo: StartedFake<'woocommerce'>;
  let restoreUrls: () => void = () => {};
  let user: TestUser;
  let flowId: string;
  let connectionId: string;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    woo = await startFake('woocommerce', { products: RUNS });
    restoreUrls = pointAppsAt({ woocommerce: woo.baseUrl });
    stack = await startTestStack({ pools: 'flows,app.woocommerce' });
    user = await signUp(stack.app);
    await stack.db.insertInto('billingInfo').values({ userId: user.userId, overrideFreemiumCreditLimit: 100_000 }).execute();
    const { auth, config } = wooCommerceFakeConnection(woo);
    const shop = await user.request('POST', `${ws()}/connections`, { app: 'woocommerce', name: 'Shop', auth: { ...auth, secret: 'cs_expired' }, config });
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    connectionId = shop.body.id;
    const send = { name: 'send', type: 'action', app: 'woocommerce', action: 'products.update', connectionId, input: { productId: ref('trigger', 'productId'), salePrice: lit(9.99) } };
    const flow = await user.request('POST', `${ws()}/flows`, { name: 'Sale prices', definition: { version: 1, trigger: { type: 'manual' }, steps: [send] } });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    flowId = flow.body.flowId;
    const started: string[] = [];
    for (let n = 0; n < RUNS; n++) started.push((await user.request('POST', `${ws()}/flows/${flowId}/runs`, { input: { productId: woo.products[n]!.id } })).body.runId);
    for (const runId of started) expect((await waitForRun(user, runId, 180_000)).error).toMatchObject({ step: 'send', message: expect.stringContaining('cannot') });
  }, 900_000);
  afterAll(async () => {
    await restarted?.stop();
    restoreUrls();
    await stack?.stop();
    await woo?.close();
  });

  it('sends each product update once at a bounded rate, with progress, a pause and a restart of the API midway', { timeout: 900_000 }, async () => {
    const writes = () => woo.requests.filter((r) => r.method === 'PUT' && r.headers.authorization?.includes(Buffer.from(`${woo.consumerKey}:${woo.consumerSecret}`).toString('base64')));
    expect(writes()).toEqual([]);
    // The connection is fixed: a new key, tested working.
    expect((await user.request('PATCH', `${ws()}/connections/${connectionId}`, { auth: wooCommerceFakeConnection(woo).auth })).status).toBe(200);
    expect((await user.request('POST', `${ws()}/connections/${connectionId}/test`)).body).toEqual({ testedStatus: 'working', failureReason: null });

    const selection = { flowId, failedStep: 'send' };
    const preview = await user.request('POST', `${ws()}/recoveries/preview`, selection);
    expect(preview.body).toMatchObject({ fits: true, stepsSentAgain: [{ step: 'send', app: 'woocommerce', action: 'products.update', writes: true }] });
    expect(preview.body.runIds).toHaveLength(RUNS);
    const startedAt = Date.now();
    const started = await user.request('POST', `${ws()}/recoveries`, { ...selection, runsPerMinute: 600 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const batchId: string = started.body.batchId;
    const batch = `${ws()}/recoveries/${batchId}`;

    // Progress shows while it runs; pausing holds the rest.
    const some = await eventually(async () => (await user.request('GET', batch)).body, (body) => body.progress.started >= 20, 120_000);
    expect(some.progress.started).toBeGreaterThanOrEqual(20);
    expect((await user.request('POST', `${batch}/pause`)).body.status).toBe('paused');
    const held = (await user.request('GET', batch)).body.progress;
    expect(held.pending).toBeGreaterThan(0);
    expect((await user.request('POST', `${batch}/resume`)).body.status).toBe('running');

    // The API stops mid-batch and another one starts: the batch goes on there.
    await eventually(async () => (await user.request('GET', batch)).body.progress.started, (count) => count >= 100, 120_000);
    await stack.app.close();
    const left = await stack.db.selectFrom('recoveryBatchRuns').select('runId').where('batchId', '=', batchId).where('state', '=', 'pending').execute();
    expect(left.length).toBeGreaterThan(0);
    restarted = await startApi();
    const again = userOn(restarted.app, user);
    const done = await eventually(async () => (await again.request('GET', batch)).body, (body) => body.status === 'done', 300_000, 1_000);
    expect(done).toMatchObject({ status: 'done', createdBy: user.userId, runsPerMinute: 600, progress: { total: RUNS, pending: 0, started: RUNS, refused: 0 } });
    // Bounded: 600 a minute is one every 100 ms, so 200 starts take at least about 20 s.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(((RUNS - 1) * 60_000) / 600 - 1_000);

    for (const run of done.runs) {
      const state = await waitForRun(again, run.recoveredRunId, 180_000);
      expect(state.status, `${run.recoveredRunId}: ${JSON.stringify(state.error)}`).toBe('completed');
    }
    const sent = new Map<string, number>();
    for (const request of writes()) sent.set(request.path, (sent.get(request.path) ?? 0) + 1);
    expect(sent.size).toBe(RUNS);
    expect([...sent.values()].every((count) => count === 1)).toBe(true);
    // Recorded: who, when, which runs.
    const recorded = await stack.db.selectFrom('recoveryBatches').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ createdBy: user.userId, flowId, status: 'done' });
    expect(recorded.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Set(done.runs.map((r: { runId: string }) => r.runId))).toEqual(new Set(preview.body.runIds));
  });
});
