import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';
import { startedWorkflow } from '../scripts/test-env/started-workflow.js';

const CALLS = 200;

describe('a burst of webhook calls (a shop during a sale)', () => {
  let stack: TestStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
  });
  afterAll(() => stack?.stop());

  it(`${CALLS} calls within 2 seconds all start runs that complete in Temporal`, { timeout: 180_000 }, async () => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const step = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('order received') } };
    const created = await user.request('POST', `${ws}/flows`, { name: 'Orders', definition: { version: 1, trigger: { type: 'webhook' }, steps: [step] } });
    const live = await user.request('PUT', `${ws}/flows/${created.body.flowId}/live`, { versionId: created.body.latestVersionId });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const path = new URL((await user.request('GET', `${ws}/flows/${created.body.flowId}/trigger`)).body.hookUrl).pathname;

    const answers = await Promise.all(
      Array.from({ length: CALLS }, async (_, i) => {
        await new Promise((r) => setTimeout(r, (i * 1900) / CALLS)); // spread over the 2 seconds
        return stack.app.inject({ method: 'POST', url: path, payload: { orderId: i } });
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(CALLS).fill(202));
    const runIds = new Set(answers.map((a) => a.json().runId as string));
    expect(runIds.size).toBe(CALLS);

    const statuses = await Promise.all(
      [...runIds].map(async (runId) => {
        const handle = await startedWorkflow(stack.temporal, `run_${runId}`);
        await handle.result();
        return (await handle.describe()).status.name;
      }),
    );
    expect(statuses).toEqual(Array(CALLS).fill('COMPLETED'));
  });
});
