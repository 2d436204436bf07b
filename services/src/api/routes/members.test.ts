import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, uniqueEmail, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

describe('members, invitations and onboarding', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let stranger: TestUser;
  const base = () => `/api/workspaces/${owner.workspaceId}`;

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app, 'Olivia Owner');
    stranger = await signUp(api.app, 'Sam Stranger');
  });
  afterAll(() => api?.stop());

  it('lists the creator as the only member, creator and billing user', async () => {
    const res = await owner.request('GET', `${base()}/members`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        {
          userId: owner.userId,
          name: 'Olivia Owner',
          email: owner.email,
          createdAt: expect.any(String),
          isCreator: true,
          isBillingUser: true,
          workspaceMetadata: {},
          settings: { notifications: expect.objectContaining({ FAILED_FLOW: { email: true, inApp: true } }) },
        },
      ],
      nextCursor: null,
    });
  });

  it('invites an email; a new user signs up with it (other case) and accepts', async () => {
    const email = uniqueEmail();
    const invite = await owner.request('POST', `${base()}/invitations`, { email });
    expect(invite.status).toBe(201);
    expect(invite.body.invitationUrl).toBe(`${api.config.appUrl}/invitations/${invite.body.invitationId}`);

    const again = await owner.request('POST', `${base()}/invitations`, { email: email.toUpperCase() });
    expect(again.body.invitationId).toBe(invite.body.invitationId);

    const pending = await owner.request('GET', `${base()}/invitations`);
    expect(pending.body.items).toEqual([
      {
        invitationId: invite.body.invitationId,
        workspaceId: owner.workspaceId,
        email,
        invitedAt: expect.any(String),
        invitedBy: { userId: owner.userId, name: 'Olivia Owner', email: owner.email },
        invitationUrl: invite.body.invitationUrl,
        createdUserId: null,
        state: 'pending',
        expiresAt: expect.any(String),
        acceptedAt: null,
        acceptedBy: null,
      },
    ]);

    const newcomer = await signUp(api.app, 'Nina Newcomer', email.toUpperCase(), { verified: true });
    const accepted = await newcomer.request('POST', `/api/invitations/${invite.body.invitationId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace).toMatchObject({ workspaceId: owner.workspaceId });
    expect((await newcomer.request('POST', `/api/invitations/${invite.body.invitationId}/accept`)).status).toBe(200);

    const members = await newcomer.request('GET', `${base()}/members`);
    expect(members.body.items.map((m: { name: string; isCreator: boolean }) => [m.name, m.isCreator])).toEqual([
      ['Olivia Owner', true],
      ['Nina Newcomer', false],
    ]);
    // Accepted invitations stay listed, with who accepted them.
    expect((await owner.request('GET', `${base()}/invitations`)).body.items).toMatchObject([
      { invitationId: invite.body.invitationId, state: 'accepted', createdUserId: newcomer.userId, acceptedBy: { userId: newcomer.userId, name: 'Nina Newcomer' }, acceptedAt: expect.any(String) },
    ]);
    const row = await api.db.selectFrom('workspaceInvitations').selectAll().where('invitationId', '=', invite.body.invitationId).executeTakeFirstOrThrow();
    expect(row.createdUserId).toBe(newcomer.userId);
    expect((await owner.request('POST', `${base()}/invitations`, { email })).status).toBe(409);
  });

  it('refuses an invitation to a user with another email, and needs a sign-in', async () => {
    const invite = await owner.request('POST', `${base()}/invitations`, { email: uniqueEmail() });
    const res = await stranger.request('POST', `/api/invitations/${invite.body.invitationId}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_email');
    expect((await stranger.request('GET', `${base()}/members`)).status).toBe(404);
    const anonymous = await api.app.inject({ method: 'POST', url: `/api/invitations/${invite.body.invitationId}/accept` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('withdraws an invitation; another workspace gets 404', async () => {
    const invite = await owner.request('POST', `${base()}/invitations`, { email: uniqueEmail() });
    const url = `${base()}/invitations/${invite.body.invitationId}`;
    expect((await stranger.request('DELETE', url)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/workspaces/${stranger.workspaceId}/invitations/${invite.body.invitationId}`)).status).toBe(404);
    expect((await owner.request('DELETE', url)).status).toBe(204);
    expect((await owner.request('DELETE', url)).status).toBe(404);
    expect((await owner.request('POST', `/api/invitations/${invite.body.invitationId}/accept`)).status).toBe(404);
  });

  it('rejects a malformed email with the error shape', async () => {
    const res = await owner.request('POST', `${base()}/invitations`, { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid input, zod validation failed');
  });

  it('removes a member but never the creator', async () => {
    const email = uniqueEmail();
    const invite = await owner.request('POST', `${base()}/invitations`, { email });
    const member = await signUp(api.app, 'Mo Member', email, { verified: true });
    await member.request('POST', `/api/invitations/${invite.body.invitationId}/accept`);

    expect((await member.request('DELETE', `${base()}/members/${owner.userId}`)).status).toBe(403);
    expect((await owner.request('DELETE', `${base()}/members/${owner.userId}`)).status).toBe(409);
    expect((await stranger.request('DELETE', `${base()}/members/${member.userId}`)).status).toBe(404);
    expect((await owner.request('DELETE', `${base()}/members/${member.userId}`)).status).toBe(204);
    expect((await member.request('GET', `${base()}/members`)).status).toBe(404);
    expect((await owner.request('DELETE', `${base()}/members/${member.userId}`)).status).toBe(404);
  });

  it('stores onboarding with who and when', async () => {
    const res = await owner.request('POST', `${base()}/onboarding`, { status: 'skipped' });
    expect(res.status).toBe(200);
    expect(res.body.onboarding).toEqual({ status: 'skipped', by: { name: 'Olivia Owner', email: owner.email }, at: expect.any(String) });
    const done = await owner.request('POST', `${base()}/onboarding`, { status: 'completed' });
    expect(done.body.onboarding.status).toBe('completed');
    expect((await owner.request('POST', `${base()}/onboarding`, { status: 'maybe' })).status).toBe(400);
    expect((await stranger.request('POST', `${base()}/onboarding`, { status: 'completed' })).status).toBe(404);
  });
});
