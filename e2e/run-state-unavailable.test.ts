import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestStack, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

/** A read nobody can answer (the workers are down) is an error with a retry hint, never an empty run. */
describe('reading a running run while no worker answers', () => {
  let stack: TestStack;
  let user: TestUser;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows', config: { runQueryTimeoutMs: 1000 } });
    user = await signUp(stack.app);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 503 with Retry-After once the workers have stopped', async () => {
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1H' }] };
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Waits', definition });
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
    const run = `/api/workspaces/${user.workspaceId}/runs/${started.body.runId}`;
    await expect.poll(async () => (await user.request('GET', run)).body?.steps?.[0]?.status, { timeout: 20_000 }).toBe('running');

    await stack.workers.shutdown();
    const response = await stack.app.inject({ method: 'GET', url: run, headers: { cookie: Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: expect.stringContaining('try again') } });
    const output = await user.request('GET', `${run}/steps/pause/output`);
    expect(output.status).toBe(503);
  });
});
