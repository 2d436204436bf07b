import { lit, op, ref } from '@tandem/catalog';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** One step of a flow tried on its own, as in a run, and its output kept as sample data. */
describe('trying a step', () => {
  let stack: TestStack;
  let user: TestUser;
  let api: FakeServer;
  let flowId: string;

  beforeAll(async () => {
    api = await startFakeServer((request) => {
      if (request.path === '/refused') return jsonResponse(403, { error: 'no' });
      return jsonResponse(200, { products: [{ title: 'Red shoe', shop: request.query.get('shop') }] });
    });
    stack = await startTestStack({ pools: 'flows,app.http' });
    user = await signUp(stack.app);
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Try me' });
    flowId = flow.body.flowId;
  });
  afterAll(async () => {
    await stack?.stop();
    await api?.close();
  });

  const url = () => `/api/workspaces/${user.workspaceId}/flows/${flowId}`;
  const fetchStep = (path = '/products') => ({
    name: 'fetch',
    type: 'action',
    app: 'http',
    action: 'request.send',
    input: { url: lit(`${api.url}${path}`), query: { type: 'object', properties: { shop: ref('trigger', 'shop') } } },
  });

  it('runs an action through its worker pool against sample data, counting its credits', async () => {
    const tried = await user.request('POST', `${url()}/test-step`, { step: fetchStep(), sample: { trigger: { shop: 'acme' } } });
    expect(tried.status, JSON.stringify(tried.body)).toBe(200);
    expect(tried.body.step).toMatchObject({ name: 'fetch', status: 'succeeded', attempts: 1, output: { statusCode: 200, body: { products: [{ title: 'Red shoe', shop: 'acme' }] } } });
    expect(api.requests.at(-1)?.query.get('shop')).toBe('acme');
    expect(api.requests.at(-1)?.headers['idempotency-key']).toBeUndefined();
    const usage = await stack.db.selectFrom('usageRecords').selectAll().where('runId', '=', tried.body.testId).execute();
    expect(usage).toMatchObject([{ workspaceId: user.workspaceId, app: 'http', action: 'request.send' }]);
  });

  it("runs a utility against other steps' outputs, and answers a failure as the step's record", async () => {
    const titles = {
      name: 'titles',
      type: 'utility',
      utility: 'transform',
      input: { list: ref('fetch', 'body', 'products'), mapping: op('upper', ref('item', 'title')) },
    };
    const sample = { outputs: { fetch: { body: { products: [{ title: 'Red shoe' }, { title: 'Blue hat' }] } } } };
    const tried = await user.request('POST', `${url()}/test-step`, { step: titles, sample });
    expect(tried.body.step).toMatchObject({ status: 'succeeded', output: ['RED SHOE', 'BLUE HAT'] });

    const refused = await user.request('POST', `${url()}/test-step`, { step: fetchStep('/refused'), sample: { trigger: { shop: 'acme' } } });
    expect(refused.status).toBe(200);
    expect(refused.body.step).toMatchObject({ name: 'fetch', status: 'failed', error: { message: expect.stringContaining('403') } });
  });

  it('refuses steps that are not an action or a utility, and flows of other workspaces', async () => {
    const wait = await user.request('POST', `${url()}/test-step`, { step: { name: 'pause', type: 'wait', duration: 'PT1S' } });
    expect(wait.status).toBe(400);
    expect(wait.body.error.message).toBe('Only an action or a utility can be tried on its own');
    const stranger = await signUp(stack.app);
    const hidden = await stranger.request('POST', `/api/workspaces/${stranger.workspaceId}/flows/${flowId}/test-step`, { step: fetchStep() });
    expect(hidden.status).toBe(404);
  });

  it("keeps a step's output as its sample data, replaces and forgets it", async () => {
    expect((await user.request('PUT', `${url()}/samples/fetch`, { output: { body: { n: 1 } } })).body).toMatchObject({ stepName: 'fetch', output: { body: { n: 1 } } });
    await user.request('PUT', `${url()}/samples/fetch`, { output: { body: { n: 2 } } });
    expect((await user.request('GET', `${url()}/samples`)).body.items).toMatchObject([{ stepName: 'fetch', output: { body: { n: 2 } } }]);
    expect((await user.request('PUT', `${url()}/samples/not-a-name`, { output: 1 })).status).toBe(400);
    expect((await user.request('DELETE', `${url()}/samples/fetch`)).status).toBe(204);
    expect((await user.request('GET', `${url()}/samples`)).body.items).toEqual([]);
  });
});
