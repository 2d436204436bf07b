import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsOf, saleFlow } from '../services/src/shadow/shadow-test-kit.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const RUNS = 50;

/** "Try on past runs": a draft runs over recorded runs in the API, and no request reaches an app. */
describe('shadow runs of a draft', () => {
  let stack: TestStack;
  let user: TestUser;
  let shop: FakeServer;
  let flowId: string;

  beforeAll(async () => {
    shop = await startFakeServer(async (request) => {
      if (request.method === 'GET' && request.path === '/products') return jsonResponse(200, { items: productsOf(Number(request.query.get('run'))) });
      if (request.method === 'PUT' && request.path.startsWith('/products/')) return jsonResponse(200, { ok: true });
      return jsonResponse(404, { error: 'not found' });
    });
    stack = await startTestStack({ pools: 'flows,app.http' });
    user = await signUp(stack.app);
    await stack.db.insertInto('billingInfo').values({ userId: user.userId, overrideFreemiumCreditLimit: 100_000 }).execute();
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name: 'Sale below 20', definition: saleFlow(shop.url, 20) });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    flowId = flow.body.flowId;
    const started: string[] = [];
    for (let n = 0; n < RUNS; n++) {
      const run = await user.request('POST', `${ws}/flows/${flowId}/runs`, { input: { n } });
      expect(run.status, JSON.stringify(run.body)).toBe(201);
      started.push(run.body.runId);
    }
    for (const runId of started) expect((await waitForRun(user, runId, 120_000)).status).toBe('completed');
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
    await shop?.close();
  });

  const shadow = (definition: unknown, runs: Record<string, unknown> = { last: RUNS }) =>
    user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/shadow-runs`, { definition, runs });

  it('shows, on 50 recorded runs, exactly the products whose writes a raised price threshold changes, without a request to the shop', async () => {
    const sent = shop.requests.length;
    const report = await shadow(saleFlow(shop.url, 24));
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(shop.requests.length).toBe(sent);
    expect(report.body.summary.runs).toBe(RUNS);
    const expected = Array.from({ length: RUNS }, (_, n) => productsOf(n))
      .flat()
      .filter((p) => p.price >= 20 && p.price < 24)
      .map((p) => `url ${shop.url}/products/${p.id}`);
    const writes = report.body.runs.flatMap((run: { writes: { change: string; target: string }[] }) => run.writes);
    expect(writes.every((w: { change: string }) => w.change === 'added')).toBe(true);
    expect(writes.map((w: { target: string }) => w.target).sort()).toEqual(expected.sort());
    expect(report.body.summary).toMatchObject({ writesAdded: expected.length, writesChanged: 0, writesRemoved: 0, newFailures: 0, branchesChanged: expected.length });
    // Nothing started: the draft ran in the interpreter, not as a run.
    const runs = await stack.db.selectFrom('runs').select('id').where('flowId', '=', flowId).execute();
    expect(runs).toHaveLength(RUNS);
  });

  it('marks a new step as one that would call the app, and lists the changed fields of writes', async () => {
    const notify = { name: 'notify', type: 'action', app: 'http', action: 'request.send', input: { method: { type: 'literal', value: 'post' }, url: { type: 'literal', value: `${shop.url}/notify` } } };
    const sent = shop.requests.length;
    const report = await shadow(saleFlow(shop.url, 20, { salePrice: { type: 'literal', value: 9.99 }, extraSteps: [notify] }), { last: 10 });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(shop.requests.length).toBe(sent);
    expect(report.body.summary.wouldCall).toContainEqual({ step: 'notify', reason: 'newStep', write: true, runs: 10 });
    expect(report.body.summary.fieldChanges[0].text).toMatch(/^body\.price (15|18\.5) → 9\.99 on \d+ writes of 'mark'$/);
  });

  it('keeps a ledger of what the runs changed: which runs changed product 1', async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const product = `${shop.url}/products/1`;
    const changes = await user.request('GET', `${ws}/changes?resourceId=${encodeURIComponent(product)}`);
    expect(changes.status, JSON.stringify(changes.body)).toBe(200);
    // Product 1 of run 0 costs 18.5, under the threshold: written once, by the first run.
    const [first] = await stack.db.selectFrom('runs').select('id').where('flowId', '=', flowId).orderBy('id').limit(1).execute();
    expect(changes.body.items).toEqual([
      expect.objectContaining({ runId: first!.id, flowId, stepPath: 'each[1].cheap.mark', app: 'http', action: 'request.send', resource: expect.stringMatching(/\/products\/:id$/), fields: expect.objectContaining({ body: { sale: true, price: 18.5 } }) }),
    ]);
    // A read leaves no entry; every write of the 50 runs does (prices under 20: two products a run).
    const all = await user.request('GET', `${ws}/changes?flowId=${flowId}&limit=200`);
    expect(all.body.items).toHaveLength(100);
    const other = await signUp(stack.app);
    expect((await other.request('GET', `/api/workspaces/${other.workspaceId}/changes?resourceId=${encodeURIComponent(product)}`)).body.items).toEqual([]);
  });

  it('refuses more runs than one request may try, and a draft that is no flow', async () => {
    const tooMany = await shadow(saleFlow(shop.url, 24), { last: 201 });
    expect(tooMany.status).toBe(400);
    const broken = await shadow({ version: 1, steps: 'none' });
    expect(broken.status).toBe(400);
  });
});
