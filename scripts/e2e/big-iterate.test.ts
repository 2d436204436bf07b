import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../test-env/test-stack.js';

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
});
