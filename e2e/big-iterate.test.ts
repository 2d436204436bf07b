import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { startedWorkflow } from '../scripts/test-env/started-workflow.js';
import { stepOutput } from '../scripts/test-env/step-output.js';

/** Iterates that split into child workflows (chunks) fail, finish and cancel like small ones. */
describe('big iterates through Temporal', () => {
  let stack: TestStack;
  let user: TestUser;
  const ws = () => `/api/workspaces/${user.workspaceId}`;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(() => stack?.stop());

  async function start(name: string, steps: unknown[], input?: unknown): Promise<string> {
    const flow = await user.request('POST', `${ws()}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId).toBeTruthy();
    const started = await user.request('POST', `${ws()}/flows/${flow.body.flowId}/runs`, input === undefined ? {} : { input });
    expect(started.status).toBe(201);
    return started.body.runId as string;
  }

  /** One item (`bad`) divides by zero. */
  const dividing = (count: number, bad: number) => [
    {
      name: 'each',
      type: 'iterate',
      items: op('range', lit(0), lit(count)),
      steps: [{ name: 'ratio', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('divide', lit(1), op('subtract', ref('item'), lit(bad))) } }],
    },
  ];

  it('a failing item in a chunk fails the run within seconds, with its step path and the message of an unchunked iterate', async () => {
    const small = await waitForRun(user, await start('Small division', dividing(10, 3)), 20_000);
    expect(small.status).toBe('failed');
    expect(small.error.step).toBe('each[3].ratio');

    const began = Date.now();
    const bigRunId = await start('Big division', dividing(5000, 4321));
    const big = await waitForRun(user, bigRunId, 20_000);
    expect(Date.now() - began).toBeLessThan(20_000);
    expect(big.status).toBe('failed');
    expect(big.error).toEqual({ message: small.error.message, step: 'each[4321].ratio' });
    // The run state holds one page of steps; a step far down is read on its own.
    const failed = (await user.request('GET', `/api/workspaces/${user.workspaceId}/runs/${bigRunId}/steps/${encodeURIComponent('each[4321].ratio')}/output`)).body;
    expect(failed).toMatchObject({ status: 'failed', error: { message: small.error.message } });
    expect(big.steps.find((s: { path: string }) => s.path === 'each')).toMatchObject({ status: 'failed' });
  });

  const doubling = [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('add', ref('item'), ref('item')) } }];
  const blobBytes = async () => Number((await stack.db.selectFrom('payloadBlobs').select((eb) => eb.fn.sum<string>('size').as('bytes')).executeTakeFirst())?.bytes ?? 0);

  /** Polls the run state once a second (a query answer is a payload too: the test does not add many). */
  async function settle(runId: string, timeoutMs: number, until = (state: { status: string }) => state.status !== 'running') {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await user.request('GET', `${ws()}/runs/${runId}`);
      if (until(body)) return body;
      if (Date.now() > deadline) throw new Error(`run ${runId} still ${body?.status} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }

  it('an iterate over 100,000 items completes, its chunks take their slices by reference, and the stored payloads stay below 3× the input', async () => {
    const items = Array.from({ length: 100_000 }, (_, i) => i);
    const before = await blobBytes();
    const runId = await start('Hundred thousand', [{ name: 'each', type: 'iterate', items: ref('trigger'), steps: doubling }], items);
    // Waits on Temporal, not on the run state: what is measured is what the run stores, not its readers.
    await (await startedWorkflow(stack.temporal, `run_${runId}`)).result();
    const grown = (await blobBytes()) - before;
    const state = await settle(runId, 10_000);
    expect(state.status).toBe('completed');
    const each = (await stepOutput(user, user.workspaceId, runId, 'each')) as unknown[];
    expect(each).toHaveLength(100_000);
    expect(each[99_999]).toEqual({ double: [199_998] });
    // The steps of the first 10,000 items are recorded one by one; the iterate's output has them all.
    expect((await user.request('GET', `${ws()}/runs/${runId}/steps?limit=1&prefix=${encodeURIComponent('each[')}`)).body.total).toBe(10_000);
    expect(grown).toBeLessThan(3 * JSON.stringify(items).length);
  }, 180_000);

  it('cancelling a run during a big chunked iterate ends it and its chunks as cancelled', async () => {
    const items = Array.from({ length: 200_000 }, (_, i) => i);
    // Waits inside the body make every chunk take a while, so the cancel comes while one runs.
    const body = [...doubling, { name: 'pause', type: 'wait', duration: 'PT1S' }];
    const runId = await start('Cancelled in a chunk', [{ name: 'each', type: 'iterate', items: ref('trigger'), concurrency: 50, steps: body }], items);
    const workflowId = `run_${runId}`;
    const firstChunk = stack.temporal.workflow.getHandle(`${workflowId}:each:0`);
    await expect.poll(async () => (await firstChunk.describe().catch(() => undefined))?.status.name, { timeout: 30_000, interval: 500 }).toBe('RUNNING');
    const cancelled = await user.request('POST', `${ws()}/runs/${runId}/cancel`);
    expect(cancelled.status).toBe(202);
    const began = Date.now();
    const state = await settle(runId, 30_000);
    expect(state.status).toBe('cancelled');
    expect(Date.now() - began).toBeLessThan(30_000);
    expect((await firstChunk.describe()).status.name).toBe('CANCELLED');
    const running = stack.temporal.workflow.list({ query: `ExecutionStatus = "Running" AND WorkflowId STARTS_WITH "${workflowId}"` });
    const stillRunning: string[] = [];
    for await (const execution of running) stillRunning.push(execution.workflowId);
    expect(stillRunning).toEqual([]);
  });
});
