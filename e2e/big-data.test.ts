import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { lit, ref, op } from '@tandem/catalog';
import { startedWorkflow } from '../scripts/test-env/started-workflow.js';
import { stepOutput } from '../scripts/test-env/step-output.js';


/** Histories stay small however big the data: the codec offloads payloads, iterates split into child workflows. */
describe('big data through the engine', () => {
  let stack: TestStack;
  let user: TestUser;
  let api: Server;
  let apiUrl: string;
  let disallow: (() => void) | undefined;
  const rows = Array.from({ length: 120_000 }, (_, i) => ({ id: i, title: `Product number ${i}`, price: i % 97, stock: i % 13 }));
  const report = JSON.stringify({ rows }); // about 7 MB

  beforeAll(async () => {
    api = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(report));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    disallow = allowEgress(apiUrl);
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    disallow?.();
    api?.close();
  });

  async function run(name: string, steps: unknown[]) {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    const state = await waitForRun(user, started.body.runId, 120_000);
    const description = await (await startedWorkflow(stack.temporal, `run_${started.body.runId}`)).describe();
    const run = `${ws}/runs/${started.body.runId}`;
    // The run state holds one page of steps: a step's output and a count by path prefix are read apart.
    const output = (path: string) => stepOutput(user, user.workspaceId, started.body.runId, path);
    const count = async (prefix: string) => (await user.request('GET', `${run}/steps?limit=1&prefix=${encodeURIComponent(prefix)}`)).body.total;
    return { state, description, output, count };
  }

  it('a large action output and an iterate over its items complete with a small history', async () => {
    const { state, description, output, count } = await run('Big report', [
      { name: 'report', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${apiUrl}/report`) } },
      {
        name: 'each',
        type: 'iterate',
        items: op('slice', ref('report', 'body', 'rows'), lit(0), lit(4500)),
        steps: [{ name: 'net', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item', 'price'), lit(0.81)) } }],
      },
      { name: 'count', type: 'utility', utility: 'transform', input: { list: op('list', ref('each')), mapping: op('count', ref('item')) } },
    ]);
    expect(state.status).toBe('completed');
    expect(((await output('report')) as { body: { rows: unknown[] } }).body.rows).toHaveLength(120_000);
    expect(await output('count')).toEqual([4500]);
    expect(await count('each[')).toBe(4500);
    expect(await output('each[4499].net')).toEqual([(4499 % 97) * 0.81]);
    // Three chunks ran as child workflows; the run's own history holds references, not data.
    expect(description.historyLength).toBeLessThan(60);
    expect(description.historySize).toBeLessThan(200_000);
    const history = await stack.temporal.workflow.getHandle(description.workflowId).fetchHistory();
    const started = history.events?.filter((e) => e.startChildWorkflowExecutionInitiatedEventAttributes) ?? [];
    expect(started).toHaveLength(3);
  });
});
