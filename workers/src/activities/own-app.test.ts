import type { AddressInfo } from 'node:net';
import { lit } from '@tandem/catalog';
import { createRunTokens } from '@tandem/platform/connections/run-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../../../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../../../scripts/test-env/test-stack.js';

/**
 * The product's own app authenticates with `none`: its steps need no connection and act for the run's
 * workspace through a token the worker mints for that workspace alone.
 */
describe('the Tandem app’s steps', () => {
  let stack: TestStack;
  let restoreUrls: () => void = () => {};
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    stack = await startTestStack({ pools: 'flows,app.tandem' });
    // The steps call the platform's own API over HTTP.
    await stack.app.listen({ port: 0, host: '127.0.0.1' });
    restoreUrls = pointAppsAt({ tandem: `http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}` });
    [owner, other] = [await signUp(stack.app), await signUp(stack.app)];
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
  });

  const flowOf = async (user: TestUser, name: string, steps: unknown[]) => {
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    return flow.body.flowId as string;
  };
  const getFlow = (workspaceId: string, flowId: string) => ({ name: 'read', type: 'action', app: 'tandem', action: 'flows.get', input: { workspaceId: lit(workspaceId), flowId: lit(flowId) } });
  const run = async (user: TestUser, flowId: string) => waitForRun(user, (await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flowId}/runs`, {})).body.runId);

  it('need no connection and read the run’s own workspace', async () => {
    const note = await flowOf(owner, 'Noted', [{ name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } }]);
    const reader = await flowOf(owner, 'Reader', [getFlow(owner.workspaceId, note)]);
    expect((await owner.request('GET', `/api/workspaces/${owner.workspaceId}/connections`)).body.items).toEqual([]);
    const state = await run(owner, reader);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    expect(state.steps[0].output).toMatchObject({ flowId: note, name: 'Noted' });
    // The token minted for the run is no token of the user's list.
    expect((await owner.request('GET', '/api/tokens')).body.items).toEqual([]);
  });

  it('are refused another workspace’s ids', async () => {
    const theirs = await flowOf(other, 'Theirs', [{ name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } }]);
    const prying = await flowOf(owner, 'Prying', [getFlow(other.workspaceId, theirs)]);
    const state = await run(owner, prying);
    expect(state.status).toBe('failed');
    expect(state.error.message).toBe('A flow can only act on its own workspace');
  });

  it('get a token that reaches the run’s workspace and no other', async () => {
    const token = await createRunTokens(stack.db)(owner.workspaceId);
    const as = (url: string) => stack.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await as(`/api/workspaces/${owner.workspaceId}/flows`)).statusCode).toBe(200);
    expect((await as(`/api/workspaces/${other.workspaceId}/flows`)).statusCode).toBe(404);
    expect((await as('/api/workspaces')).json().items.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([owner.workspaceId]);
  });
});
