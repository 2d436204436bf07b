import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, uniqueEmail, type ApiHarness, type TestUser } from '../testing/api-harness.js';

type Guarded = { what: string; method: 'PATCH' | 'POST' | 'DELETE'; path: string; body?: unknown; ownerStatus: number };

/** Every route a duty guards, in an order the owner can replay them in (the deletion last). */
const guarded = (ids: { invitationId: string; otherId: string; memberId: string }): Guarded[] => [
  { what: 'credit limit', method: 'PATCH', path: '', body: { creditLimit: null }, ownerStatus: 200 },
  { what: 'credit limit with a name', method: 'PATCH', path: '', body: { name: 'Renamed', creditLimit: 5 }, ownerStatus: 200 },
  { what: 'maximum run time', method: 'PATCH', path: '', body: { maxFlowRuntimeMinutes: 60 * 24 * 365 }, ownerStatus: 200 },
  { what: 'invite', method: 'POST', path: '/invitations', body: { email: uniqueEmail() }, ownerStatus: 201 },
  { what: 'withdraw an invitation', method: 'DELETE', path: `/invitations/${ids.invitationId}`, ownerStatus: 204 },
  { what: 'remove a member', method: 'DELETE', path: `/members/${ids.otherId}`, ownerStatus: 204 },
  { what: 'billing user', method: 'PATCH', path: '/billing', body: { billingUserId: ids.memberId }, ownerStatus: 200 },
  { what: 'delete the workspace', method: 'DELETE', path: '', ownerStatus: 200 },
];

describe('duties: the owner and the billing user', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let member: TestUser;
  let other: TestUser;
  let invitationId: string;
  const base = () => `/api/workspaces/${owner.workspaceId}`;

  const join = async (name: string): Promise<TestUser> => {
    const email = uniqueEmail();
    const invite = await owner.request('POST', `${base()}/invitations`, { email });
    const user = await signUp(api.app, name, email, { verified: true });
    expect((await user.request('POST', `/api/invitations/${invite.body.invitationId}/accept`)).status).toBe(200);
    return user;
  };
  /** What a guarded route could change: the workspace row, its members and its open invitations. */
  const snapshot = async () => ({
    workspace: await api.db.selectFrom('workspaces').selectAll().where('id', '=', owner.workspaceId).executeTakeFirstOrThrow(),
    members: await api.db.selectFrom('workspaceMembers').select('userId').where('workspaceId', '=', owner.workspaceId).orderBy('userId').execute(),
    invitations: await api.db.selectFrom('workspaceInvitations').select('invitationId').where('workspaceId', '=', owner.workspaceId).orderBy('invitationId').execute(),
  });

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app, 'Olivia Owner');
    member = await join('Mia Member');
    other = await join('Otto Other');
    invitationId = (await owner.request('POST', `${base()}/invitations`, { email: uniqueEmail() })).body.invitationId;
  });
  afterAll(() => api?.stop());

  it('answers each caller their duties in the workspace', async () => {
    expect((await owner.request('GET', base())).body.duties).toEqual(['owner', 'billing']);
    expect((await member.request('GET', base())).body.duties).toEqual([]);
    expect((await member.request('GET', '/api/me')).body.workspaces.find((w: { workspaceId: string }) => w.workspaceId === owner.workspaceId).duties).toEqual([]);
  });

  it('refuses every guarded route to a plain member with 403 and changes nothing', async () => {
    const before = await snapshot();
    for (const route of guarded({ invitationId, otherId: other.userId, memberId: member.userId })) {
      const res = await member.request(route.method, `${base()}${route.path}`, route.body);
      expect(res.status, `${route.what}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: expect.stringMatching(/^Only the owner (or the billing user )?of this workspace can /) });
    }
    expect(await snapshot()).toEqual(before);
    const res = await member.request('DELETE', base());
    expect(res.body.error.message).toBe('Only the owner of this workspace can delete the workspace');
  });

  it("refuses every guarded route to the owner's own API token with 403 session_required and changes nothing", async () => {
    const { token } = (await owner.request('POST', '/api/tokens', { name: 'script', workspaceId: owner.workspaceId })).body as { token: string };
    const before = await snapshot();
    for (const route of guarded({ invitationId, otherId: other.userId, memberId: member.userId })) {
      const res = await api.app.inject({ method: route.method, url: `${base()}${route.path}`, headers: { authorization: `Bearer ${token}` }, ...(route.body ? { payload: route.body as object } : {}) });
      expect(res.statusCode, `${route.what}: ${res.body}`).toBe(403);
      expect(res.json().error).toEqual({ code: 'session_required', message: expect.stringMatching(/^An API token cannot .+; sign in to do it$/) });
    }
    expect(await snapshot()).toEqual(before);
    const remove = await api.app.inject({ method: 'DELETE', url: base(), headers: { authorization: `Bearer ${token}` } });
    expect(remove.json().error.message).toBe('An API token cannot delete the workspace; sign in to do it');
    // A member's token cannot make them leave either.
    const { token: memberToken } = (await member.request('POST', '/api/tokens', { name: 'script', workspaceId: owner.workspaceId })).body as { token: string };
    const leave = await api.app.inject({ method: 'DELETE', url: `${base()}/members/${member.userId}`, headers: { authorization: `Bearer ${memberToken}` } });
    expect(leave.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a member build, rename and leave, but the owner never leaves', async () => {
    expect((await member.request('POST', `${base()}/flows`, { name: 'Member flow' })).status).toBe(201);
    expect((await member.request('PATCH', base(), { name: 'Shared' })).status).toBe(200);
    const leaver = await join('Lea Leaver');
    expect((await leaver.request('DELETE', `${base()}/members/${leaver.userId}`)).status).toBe(204);
    expect((await leaver.request('GET', base())).status).toBe(404);
    expect((await owner.request('DELETE', `${base()}/members/${owner.userId}`)).status).toBe(409);
  });

  it('lets the owner do every guarded thing', async () => {
    for (const route of guarded({ invitationId, otherId: other.userId, memberId: member.userId })) {
      if (route.what === 'delete the workspace') continue;
      const res = await owner.request(route.method, `${base()}${route.path}`, route.body);
      expect(res.status, `${route.what}: ${JSON.stringify(res.body)}`).toBe(route.ownerStatus);
    }
    const after = await snapshot();
    expect(after.workspace).toMatchObject({ creditLimit: 5, maxFlowRuntimeMinutes: 60 * 24 * 365, name: 'Renamed', billingUserId: member.userId, billingUserEmail: member.email });
    expect(after.members.map((m) => m.userId)).not.toContain(other.userId);
    expect(after.invitations.map((i) => i.invitationId)).not.toContain(invitationId);
  });

  it('lets the billing user change billing, and only that', async () => {
    expect((await member.request('GET', base())).body.duties).toEqual(['billing']);
    expect((await member.request('PATCH', base(), { creditLimit: 1 })).status).toBe(403);
    expect((await member.request('PATCH', `${base()}/billing`, { billingUserId: other.userId })).status).toBe(400);
    const back = await member.request('PATCH', `${base()}/billing`, { billingUserId: owner.userId });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ billingUserId: owner.userId, duties: [] });
    expect((await member.request('PATCH', `${base()}/billing`, { billingUserId: member.userId })).status).toBe(403);
  });

  it('lets only the owner delete the workspace', async () => {
    expect((await member.request('DELETE', base())).status).toBe(403);
    const res = await owner.request('DELETE', base());
    expect(res.status).toBe(200);
    expect(res.body.deletedAt).not.toBeNull();
    expect((await member.request('GET', base())).status).toBe(404);
  });
});
