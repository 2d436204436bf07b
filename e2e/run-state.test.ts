import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, op, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const ITEMS = 5000;

/** Reading a long run: one page at a time, outputs on demand, and nothing stored by a read. */
describe('the run state of a run with thousands of steps', () => {
  let stack: TestStack;
  let user: TestUser;
  let run: string;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { items: { type: 'array', items: { type: 'integer' } } } },
      steps: [
        {
          name: 'each',
          type: 'iterate',
          items: ref('trigger', 'items'),
          steps: [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item'), lit(2)) } }],
        },
      ],
    };
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Many steps', definition });
    const input = { items: Array.from({ length: ITEMS }, (_, i) => i) };
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, { input });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    run = `/api/workspaces/${user.workspaceId}/runs/${started.body.runId}`;
    await waitForRun(user, started.body.runId, 60_000);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const blobCount = async () => Number((await stack.db.selectFrom('payloadBlobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('answers one page of step summaries with the total, and a second read stores no blob', async () => {
    const first = await user.request('GET', `${run}?outputs=false&limit=50`);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('completed');
    expect(first.body.steps).toHaveLength(50);
    expect(first.body.stepCount).toBe(ITEMS + 1);
    expect(first.body.steps.every((step: object) => !('output' in step))).toBe(true);
    expect(first.body.trigger).toEqual({ type: 'manual' });
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const blobs = await blobCount();
    const again = await user.request('GET', `${run}?outputs=false&limit=50`);
    expect(again.body.steps).toEqual(first.body.steps);
    const withOutputs = await user.request('GET', run);
    expect(withOutputs.body.steps).toHaveLength(500);
    expect(withOutputs.body.trigger.payload.items).toHaveLength(ITEMS);
    expect(withOutputs.body.steps.find((s: { path: string }) => s.path === 'each[3].double').output).toEqual([6]);
    await user.request('GET', `${run}/steps`);
    expect(await blobCount()).toBe(blobs);
  });

  it('pages on from a cursor and filters by path prefix', async () => {
    const first = await user.request('GET', `${run}/steps?limit=100`);
    const second = await user.request('GET', `${run}/steps?limit=100&cursor=${first.body.nextCursor}`);
    expect(first.body.total).toBe(ITEMS + 1);
    expect(first.body.items.map((s: { path: string }) => s.path).slice(0, 2)).toEqual(['each', 'each[0].double']);
    expect(second.body.items[0].path).toBe('each[99].double');
    const last = await user.request('GET', `${run}/steps?prefix=${encodeURIComponent('each[4999]')}`);
    expect(last.body).toEqual({ items: [expect.objectContaining({ path: 'each[4999].double', status: 'succeeded' })], nextCursor: null, total: 1 });
  });

  it('gives one step with its output, and 404 for a path the run does not have', async () => {
    const step = await user.request('GET', `${run}/steps/${encodeURIComponent('each[4999].double')}/output`);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ path: 'each[4999].double', status: 'succeeded', output: [9998] });
    expect((await user.request('GET', `${run}/steps/nothing/output`)).status).toBe(404);
    expect((await user.request('GET', `${run}?cursor=abc`)).status).toBe(400);
  });
});
