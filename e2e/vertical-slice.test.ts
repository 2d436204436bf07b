import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../scripts/test-env/test-stack.js';
import { lit, ref, op } from '@tandem/catalog';


describe('a flow through every layer: API → Postgres → Temporal → worker → API', () => {
  let stack: TestStack;
  let shop: Server;
  let shopUrl: string;
  let disallow: (() => void) | undefined;
  const shopRequests: string[] = [];

  beforeAll(async () => {
    shop = createServer((req, res) => {
      shopRequests.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          products: [
            { title: 'Red shoe', stock: 3, price: 59.9 },
            { title: 'Blue shoe', stock: 0, price: 49.9 },
            { title: 'Green hat', stock: 12, price: 19.5 },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    disallow = allowEgress(shopUrl);
    stack = await startTestStack();
  });

  afterAll(async () => {
    await stack?.stop();
    disallow?.();
    shop?.close();
  });

  it('signs up, saves a flow, runs it and reads every step back', async () => {
    const user = await signUp(stack.app);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      steps: [
        { name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(`${shopUrl}/products`) } },
        {
          name: 'inStock',
          type: 'utility',
          utility: 'filter',
          input: { list: ref('fetch', 'body', 'products'), condition: op('gt', ref('item', 'stock'), lit(0)) },
        },
        {
          name: 'titles',
          type: 'utility',
          utility: 'transform',
          input: {
            list: ref('inStock'),
            mapping: { type: 'object', properties: { title: op('upper', ref('item', 'title')), price: ref('item', 'price') } },
          },
        },
      ],
    };
    const created = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Stock report', definition });
    expect(created.status).toBe(201);
    const flowId = created.body.flowId as string;
    expect(created.body.latestVersionId).toMatch(/^[0-9A-Z]{26}$/);

    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/runs`, {});
    expect(started.status).toBe(201);
    const state = await waitForRun(user, started.body.runId);

    expect(state.status).toBe('completed');
    expect(state.flowId).toBe(flowId);
    expect(state.steps.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['fetch', 'succeeded'],
      ['inStock', 'succeeded'],
      ['titles', 'succeeded'],
    ]);
    const [fetch, inStock, titles] = state.steps;
    expect(fetch.output.statusCode).toBe(200);
    expect(inStock.output).toHaveLength(2);
    expect(titles.output).toEqual([
      { title: 'RED SHOE', price: 59.9 },
      { title: 'GREEN HAT', price: 19.5 },
    ]);
    expect(shopRequests).toContain('GET /products');

    // The run carries the four search attributes: visibility finds it by FlowId.
    const found: string[] = [];
    for (let i = 0; i < 50 && found.length === 0; i++) {
      for await (const wf of stack.temporal.workflow.list({ query: `FlowId='${flowId}'` })) {
        found.push(wf.workflowId);
        expect(wf.memo?.flowName).toBe('Stock report');
        const names = wf.typedSearchAttributes.getAll().map((p) => p.key.name);
        expect(names).toEqual(expect.arrayContaining(['FlowId', 'FlowVersionId', 'TriggerType', 'WorkspaceId']));
      }
      if (found.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toEqual([`run_${started.body.runId}`]);

    // The runs list and the flow's counts come from Postgres.
    const runs = await user.request('GET', `/api/workspaces/${user.workspaceId}/runs?flowId=${flowId}`);
    expect(runs.body.items.map((r: { runId: string; status: string }) => [r.runId, r.status])).toEqual([[started.body.runId, 'completed']]);
    const flow = await user.request('GET', `/api/workspaces/${user.workspaceId}/flows/${flowId}`);
    expect(flow.body).toMatchObject({ executionCount: 1, successful: 1, failed: 0 });
    expect(flow.body.latestVersionMetadata.lastExecution).toEqual({ successful: true, at: state.closedAt });
    expect(flow.body.latestVersionMetadata.inProgressExecution).toBeNull();
  });
});
