import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '@tandem/services/testing';
import { createConnectionResolver } from './connection-resolver.js';

describe('connection resolver', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let other: TestUser;
  let resolve: ReturnType<typeof createConnectionResolver>;
  const create = async (user: TestUser, token: string) =>
    (await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app: 'openai', name: token, auth: { token }, config: { maxRetries: '3' } })).body
      .id as string;

  beforeAll(async () => {
    api = await startApi();
    [owner, other] = [await signUp(api.app), await signUp(api.app)];
    resolve = createConnectionResolver(api.db, api.config.connectionSecretKey);
  });
  afterAll(() => api?.stop());

  it("returns the decrypted secret and the parsed config of the workspace's only connection of the app", async () => {
    const id = await create(owner, 'sk-first');
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'openai' })).toMatchObject({ id, auth: { token: 'sk-first' }, config: { maxRetries: 3 } });
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'openai', connectionId: id })).toMatchObject({ id, auth: { token: 'sk-first' }, config: { maxRetries: 3 } });
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'mailgun', connectionId: id })).toBeUndefined();
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'mailgun' })).toBeUndefined();
  });

  it('never picks one of several (unless the app settings name it), never crosses workspaces, ignores deleted connections', async () => {
    const second = await create(owner, 'sk-second');
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'openai' })).toBeUndefined();
    expect((await resolve({ workspaceId: owner.workspaceId, app: 'openai', connectionId: second }))?.auth).toEqual({ token: 'sk-second' });
    expect(await resolve({ workspaceId: other.workspaceId, app: 'openai', connectionId: second })).toBeUndefined();
    // Unless the workspace's app settings name the one to use.
    expect((await owner.request('PUT', `/api/workspaces/${owner.workspaceId}/apps/openai`, { defaultConnectionId: second })).status).toBe(200);
    expect((await resolve({ workspaceId: owner.workspaceId, app: 'openai' }))?.id).toBe(second);
    expect((await owner.request('PUT', `/api/workspaces/${owner.workspaceId}/apps/openai`, { defaultConnectionId: null })).status).toBe(200);
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'openai' })).toBeUndefined();
    await owner.request('DELETE', `/api/workspaces/${owner.workspaceId}/connections/${second}`);
    expect(await resolve({ workspaceId: owner.workspaceId, app: 'openai', connectionId: second })).toBeUndefined();
    expect((await resolve({ workspaceId: owner.workspaceId, app: 'openai' }))?.auth).toEqual({ token: 'sk-first' });
  });

  it('reports secrets sealed with a key it does not have as a broken connection', async () => {
    const stranger = createConnectionResolver(api.db, 'other:some-other-key');
    await expect(stranger({ workspaceId: owner.workspaceId, app: 'openai' })).rejects.toMatchObject({
      type: 'ConnectorAuthError',
      message: 'The stored credentials cannot be read any more; reconnect the app',
    });
  });
});
