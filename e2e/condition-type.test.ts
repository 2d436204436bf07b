import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit, ref } from '@tandem/catalog';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** A condition's expression must give a Boolean: through the API, Temporal and the worker. */
describe('a condition that gives no Boolean', () => {
  let stack: TestStack;
  let user: TestUser;
  let flowId: string;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows' });
    user = await signUp(stack.app);
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      // Any value: the check at save time cannot know it, so the run must.
      inputSchema: { type: 'object', properties: { inStock: {} } },
      steps: [
        {
          name: 'inStock',
          displayName: 'In stock?',
          type: 'condition',
          condition: ref('trigger', 'inStock'),
          consequent: [{ name: 'yes', type: 'utility', utility: 'variable', input: { name: lit('answer'), valueType: lit('text'), value: lit('yes') } }],
          alternative: [{ name: 'no', type: 'utility', utility: 'variable', input: { name: lit('answer'), valueType: lit('text'), value: lit('no') } }],
        },
      ],
    };
    const created = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Stock check', definition });
    expect(created.status).toBe(201);
    expect(created.body.latestVersionId, JSON.stringify(created.body)).toBeTruthy();
    flowId = created.body.flowId;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const run = async (input: unknown) => {
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/runs`, { input });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return waitForRun(user, started.body.runId);
  };

  it('fails the run at the condition, naming the step and the type it gave', async () => {
    const state = await run({ inStock: 'yes' });
    expect(state.status).toBe('failed');
    const message = "The condition of step 'In stock?' gave Text, not a Boolean";
    expect(state.error).toEqual({ message, step: 'inStock' });
    expect(state.steps.find((s: { path: string }) => s.path === 'inStock')).toMatchObject({ status: 'failed', error: { message, type: 'TypeError' } });
    expect(state.steps.some((s: { path: string; status: string }) => s.path === 'inStock.no' && s.status === 'succeeded')).toBe(false);
  });

  it('names lists and numbers by the type model too', async () => {
    expect((await run({ inStock: [1, 2] })).error.message).toBe("The condition of step 'In stock?' gave List of Whole Number, not a Boolean");
    expect((await run({ inStock: 0 })).error.message).toBe("The condition of step 'In stock?' gave Whole Number, not a Boolean");
  });

  it('takes a branch for a Boolean, and the "no" branch for a missing value', async () => {
    const yes = await run({ inStock: true });
    expect(yes.status).toBe('completed');
    expect(yes.steps.find((s: { path: string }) => s.path === 'inStock').output).toEqual({ branch: 'consequent' });
    const missing = await run({});
    expect(missing.status).toBe('completed');
    expect(missing.steps.find((s: { path: string }) => s.path === 'inStock').output).toEqual({ branch: 'alternative' });
  });
});
