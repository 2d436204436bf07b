import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_USED_PRECISION_MS } from '../auth/authenticate.js';
import { signUp, startApi, uniqueEmail, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

describe('API tokens: one workspace, expiry, last use, revocation', () => {
  let api: ApiHarness;
  let user: TestUser;
  let secondWs: string;
  const bearer = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const create = async (body: object) => {
    const res = await user.request('POST', '/api/tokens', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { tokenId: string; token: string; workspaceId: string; expiresAt: string };
  };

  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app, 'Tia Token');
    secondWs = (await user.request('POST', '/api/workspaces', { name: 'Second' })).body.workspaceId;
  });
  afterAll(() => api?.stop());

  it('creates a named token for one workspace with an expiry, shows it once, lists it with its last use', async () => {
    const created = await create({ name: 'CI script', workspaceId: secondWs, expiresInDays: 7 });
    expect(created).toMatchObject({ name: 'CI script', workspaceId: secondWs, token: expect.stringMatching(/^tdm_/) });
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeLessThan(7.1 * 86_400_000);
    const unused = (await user.request('GET', `/api/tokens?workspaceId=${secondWs}`)).body.items;
    expect(unused).toEqual([{ tokenId: created.tokenId, name: 'CI script', workspaceId: secondWs, createdAt: expect.any(String), expiresAt: created.expiresAt, lastUsedAt: null }]);
    expect((await bearer(created.token, 'GET', `/api/workspaces/${secondWs}/flows`)).statusCode).toBe(200);
    const used = (await user.request('GET', '/api/tokens')).body.items.find((t: { tokenId: string }) => t.tokenId === created.tokenId);
    expect(used.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(used)).not.toContain(created.token);
  });

  it('notes the last use to the minute: frequent calls do not write the token row each time', async () => {
    const created = await create({ name: 'busy script', workspaceId: secondWs });
    const lastUsed = async () => (await api.db.selectFrom('apiTokens').select('lastUsedAt').where('id', '=', created.tokenId).executeTakeFirstOrThrow()).lastUsedAt;
    expect((await bearer(created.token, 'GET', `/api/workspaces/${secondWs}/flows`)).statusCode).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect((await bearer(created.token, 'GET', `/api/workspaces/${secondWs}/flows`)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(first);
    // Older than the precision: the next call notes it again.
    const old = new Date(Date.now() - LAST_USED_PRECISION_MS - 1000);
    await api.db.updateTable('apiTokens').set({ lastUsedAt: old }).where('id', '=', created.tokenId).execute();
    expect((await bearer(created.token, 'GET', `/api/workspaces/${secondWs}/flows`)).statusCode).toBe(200);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old.getTime() + LAST_USED_PRECISION_MS);
  });

  it('defaults to the oldest workspace and 90 days', async () => {
    const created = await create({ name: 'default' });
    expect(created.workspaceId).toBe(user.workspaceId);
    expect(Math.round((new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000)).toBe(90);
  });

  it('reaches only its own workspace: another answers 404, and lists show only its own', async () => {
    const { token } = await create({ name: 'scoped', workspaceId: secondWs });
    expect((await bearer(token, 'GET', `/api/workspaces/${user.workspaceId}`)).statusCode).toBe(404);
    expect((await bearer(token, 'GET', `/api/workspaces/${user.workspaceId}/flows`)).statusCode).toBe(404);
    expect((await bearer(token, 'POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Sneaky' })).statusCode).toBe(404);
    expect((await bearer(token, 'GET', `/api/workspaces/${secondWs}`)).statusCode).toBe(200);
    expect((await bearer(token, 'GET', '/api/me')).json().workspaces.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([secondWs]);
    expect((await bearer(token, 'GET', '/api/workspaces')).json().items.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([secondWs]);
    const newWorkspace = await bearer(token, 'POST', '/api/workspaces', { name: 'Via token' });
    expect(newWorkspace.statusCode).toBe(403);
  });

  it('cannot create, list or revoke tokens', async () => {
    const { token, tokenId } = await create({ name: 'no minting' });
    const minted = await bearer(token, 'POST', '/api/tokens', { name: 'child' });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().error).toEqual({ code: 'session_required', message: 'An API token cannot create API tokens; sign in to do it' });
    expect((await bearer(token, 'GET', '/api/tokens')).statusCode).toBe(403);
    expect((await bearer(token, 'DELETE', `/api/tokens/${tokenId}`)).statusCode).toBe(403);
    expect((await user.request('GET', '/api/tokens')).body.items.map((t: { name: string }) => t.name)).not.toContain('child');
  });

  it('a revoked token answers 401; another user cannot revoke it', async () => {
    const { token, tokenId } = await create({ name: 'to revoke' });
    const other = await signUp(api.app, 'Olaf Other');
    expect((await other.request('DELETE', `/api/tokens/${tokenId}`)).status).toBe(404);
    expect((await bearer(token, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await user.request('DELETE', `/api/tokens/${tokenId}`)).status).toBe(204);
    expect((await bearer(token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await user.request('DELETE', `/api/tokens/${tokenId}`)).status).toBe(404);
    expect((await user.request('GET', '/api/tokens')).body.items.map((t: { tokenId: string }) => t.tokenId)).not.toContain(tokenId);
  });

  it('an expired token answers 401', async () => {
    const { token, tokenId } = await create({ name: 'short', expiresInDays: 1 });
    await api.db.updateTable('apiTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', tokenId).execute();
    expect((await bearer(token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('refuses bad expiries and workspaces the user is not in', async () => {
    expect((await user.request('POST', '/api/tokens', { name: 'x', expiresInDays: 0 })).status).toBe(400);
    expect((await user.request('POST', '/api/tokens', { name: 'x', expiresInDays: 366 })).status).toBe(400);
    const other = await signUp(api.app, 'Olga Other');
    expect((await user.request('POST', '/api/tokens', { name: 'x', workspaceId: other.workspaceId })).status).toBe(404);
  });

  it("revokes a removed member's tokens for the workspace, and all of a deleted workspace's", async () => {
    const email = uniqueEmail();
    const invite = await user.request('POST', `/api/workspaces/${secondWs}/invitations`, { email });
    const member = await signUp(api.app, 'Max Member', email, { verified: true });
    await member.request('POST', `/api/invitations/${invite.body.invitationId}/accept`);
    const memberToken = (await member.request('POST', '/api/tokens', { name: 'member', workspaceId: secondWs })).body.token as string;
    const ownerToken = (await create({ name: 'owner', workspaceId: secondWs })).token;
    expect((await bearer(memberToken, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await user.request('DELETE', `/api/workspaces/${secondWs}/members/${member.userId}`)).status).toBe(204);
    expect((await bearer(memberToken, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await bearer(ownerToken, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await user.request('DELETE', `/api/workspaces/${secondWs}`)).status).toBe(200);
    expect((await bearer(ownerToken, 'GET', '/api/me')).statusCode).toBe(401);
  });
});
