import { ref, lit } from '@tandem/catalog';
import { startFake, wooCommerceFakeConnection, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../scripts/test-env/eventually.js';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const RUNS = 3;

/** Runs fail on an expired key; when the connection works again they are recovered by themselves (setting on) or offered (off). */
describe('recovering the runs a connection broke once it works again', () => {
  let stack: TestStack;
  let woo: StartedFake<'woocommerce'>;
  let restoreUrls: () => void = () => {};
  const writesTo = (productId: number) => woo.requests.filter((r) => r.method === 'PUT' && r.path.endsWith(`/products/${productId}`) && r.headers.authorization === `Basic ${Buffer.from(`${woo.consumerKey}:${woo.consumerSecret}`).toString('base64')}`).length;

  beforeAll(async () => {
    woo = await startFake('woocommerce', { products: 2 * RUNS });
    restoreUrls = pointAppsAt({ woocommerce: woo.baseUrl });
    stack = await startTestStack({ pools: 'flows,app.woocommerce' });
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await woo?.close();
  });

  /** A workspace whose connection has an expired key and whose runs failed on it. */
  async function brokenWorkspace(products: number[]): Promise<{ user: TestUser; ws: string; connectionId: string; failed: string[] }> {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const { auth, config } = wooCommerceFakeConnection(woo);
    const shop = await user.request('POST', `${ws}/connections`, { app: 'woocommerce', name: 'Shop', auth: { ...auth, secret: 'cs_expired' }, config });
    const step = { name: 'price', type: 'action', app: 'woocommerce', action: 'products.update', connectionId: shop.body.id, input: { productId: ref('trigger', 'productId'), salePrice: lit(5) } };
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Prices', definition: { version: 1, trigger: { type: 'manual' }, steps: [step] } });
    const failed: string[] = [];
    for (const productId of products) {
      const runId = (await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input: { productId } })).body.runId;
      expect((await waitForRun(user, runId, 60_000)).status).toBe('failed');
      failed.push(runId);
    }
    const broken = await user.request('GET', `${ws}/connections/${shop.body.id}/broken-runs`);
    expect(broken.body).toMatchObject({ testedStatus: 'failing', items: failed.map((runId) => ({ runId, error: { step: 'price' } })) });
    // The key is replaced: the connection is untested until its test passes.
    expect((await user.request('PATCH', `${ws}/connections/${shop.body.id}`, { auth })).status).toBe(200);
    return { user, ws, connectionId: shop.body.id, failed };
  }

  it('with the workspace setting on, the runs recover by themselves once the connection tests working, each write sent once', { timeout: 300_000 }, async () => {
    const products = woo.products.slice(0, RUNS).map((p) => Number(p.id));
    const { user, ws, connectionId, failed } = await brokenWorkspace(products);
    expect((await user.request('PATCH', ws, { autoRecoverRuns: true })).body.autoRecoverRuns).toBe(true);
    expect((await user.request('POST', `${ws}/connections/${connectionId}/test`)).body).toEqual({ testedStatus: 'working', failureReason: null });

    const batches = await stack.db.selectFrom('recoveryBatches').selectAll().where('workspaceId', '=', user.workspaceId).execute();
    expect(batches).toEqual([expect.objectContaining({ createdBy: 'tandem', versionId: null })]);
    const batch = `${ws}/recoveries/${batches[0]!.id}`;
    const done = await eventually(async () => (await user.request('GET', batch)).body, (body) => body.status === 'done', 120_000);
    expect(done).toMatchObject({ status: 'done', progress: { total: RUNS, started: RUNS, refused: 0 } });
    expect(new Set(done.runs.map((r: { runId: string }) => r.runId))).toEqual(new Set(failed));
    for (const run of done.runs) expect((await waitForRun(user, run.recoveredRunId, 60_000)).status).toBe('completed');
    expect(products.map(writesTo)).toEqual(products.map(() => 1));
    // Nothing is left to offer, and testing again starts nothing.
    expect((await user.request('GET', `${ws}/connections/${connectionId}/broken-runs`)).body.items).toEqual([]);
    await user.request('POST', `${ws}/connections/${connectionId}/test`);
    expect(await stack.db.selectFrom('recoveryBatches').select('id').where('workspaceId', '=', user.workspaceId).execute()).toHaveLength(1);
  });

  it('with the setting off, the runs are offered, not recovered, until one call recovers them', { timeout: 300_000 }, async () => {
    const products = woo.products.slice(RUNS, 2 * RUNS).map((p) => Number(p.id));
    const { user, ws, connectionId, failed } = await brokenWorkspace(products);
    expect((await user.request('GET', ws)).body.autoRecoverRuns).toBe(false);
    expect((await user.request('POST', `${ws}/connections/${connectionId}/test`)).body).toEqual({ testedStatus: 'working', failureReason: null });

    // Offered: listed, and no batch started (the test that made it working is where one would have been recorded).
    const offered = await user.request('GET', `${ws}/connections/${connectionId}/broken-runs`);
    expect(offered.body).toMatchObject({ testedStatus: 'working', items: failed.map((runId) => ({ runId })) });
    expect(await stack.db.selectFrom('recoveryBatches').select('id').where('workspaceId', '=', user.workspaceId).execute()).toEqual([]);
    expect(products.map(writesTo)).toEqual(products.map(() => 0));

    const started = await user.request('POST', `${ws}/connections/${connectionId}/broken-runs/recover`, { runsPerMinute: 600 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.items).toEqual([expect.objectContaining({ createdBy: user.userId, progress: expect.objectContaining({ total: RUNS }) })]);
    const batch = `${ws}/recoveries/${started.body.items[0].batchId}`;
    const done = await eventually(async () => (await user.request('GET', batch)).body, (body) => body.status === 'done', 120_000);
    for (const run of done.runs) expect((await waitForRun(user, run.recoveredRunId, 60_000)).status).toBe('completed');
    expect(products.map(writesTo)).toEqual(products.map(() => 1));
    expect((await user.request('POST', `${ws}/connections/${connectionId}/broken-runs/recover`, {})).status).toBe(404);
  });
});
