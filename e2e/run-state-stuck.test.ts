import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { eventually } from '../scripts/test-env/eventually.js';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/**
 * A run whose workflow task keeps failing (what a worker stuck on one run shows: Temporal answers its
 * queries FAILED_PRECONDITION, "Workflow Task in failed state") is read as 503 with Retry-After, the
 * documented answer to try again, never a 500.
 */
describe('reading a run whose workflow task keeps failing', () => {
  let stack: TestStack;
  let user: TestUser;
  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows', config: { runQueryTimeoutMs: 3000 } });
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 503 with Retry-After on the run, its steps and a step output', async () => {
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Stuck', definition: { version: 1, trigger: { type: 'manual' }, steps: [] } });
    // A run workflow without its input fails every workflow task it gets (the worker's code throws).
    const id = ulid();
    const workflowId = `run_${id}`;
    const handle = await stack.temporal.workflow.start('runFlow', { taskQueue: FLOWS_TASK_QUEUE, workflowId, args: [null as never] });
    await stack.db
      .insertInto('runs')
      .values({ id, workspaceId: user.workspaceId, flowId: flow.body.flowId, versionId: flow.body.latestVersionId, workflowId, triggerType: 'manual', status: 'running', closedAt: null, recoveredFrom: null })
      .execute();
    // Once its workflow task has failed, Temporal answers its queries FAILED_PRECONDITION (gRPC code 9) at once.
    const queryCode = () =>
      stack.temporal.withDeadline(Date.now() + 3000, () => handle.query('runSteps', { limit: 1, outputs: false })).then(
        () => 0,
        (error: { code?: number; cause?: { code?: number } }) => error.cause?.code ?? error.code ?? -1,
      );
    expect(await eventually(queryCode, (code) => code === 9, 60_000)).toBe(9);

    const run = `/api/workspaces/${user.workspaceId}/runs/${id}`;
    for (const path of [run, `${run}/steps`, `${run}/steps/first/output`]) {
      const response = await stack.app.inject({ method: 'GET', url: path, headers: { cookie: Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('3');
      expect(response.json()).toEqual({ error: { code: 'unavailable', message: expect.stringContaining('try again') } });
    }
  });
});
