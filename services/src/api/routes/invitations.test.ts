import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MAILS_PER_DAY } from '@tandem/platform/accounts/invitation-mail';
import { INVITATION_MAILS_MESSAGE } from '../../repos/invitation-mails.js';
import { INVITATION_EXPIRED_MESSAGE, INVITATION_UNVERIFIED_MESSAGE, INVITATION_VALID_DAYS } from '../../repos/invitations.js';
import { outbox, signUp, startApi, uniqueEmail, waitForMail, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

/** The walls of invitations: single use, the invited and confirmed address only, a daily mail cap, a subject without the inviter's text. */
describe('invitation walls', () => {
  let api: ApiHarness;
  let owner: TestUser;
  const base = () => `/api/workspaces/${owner.workspaceId}`;
  const invite = async (email: string) => (await owner.request('POST', `${base()}/invitations`, { email })).body.invitationId as string;
  const accept = (user: TestUser, invitationId: string) => user.request('POST', `/api/invitations/${invitationId}/accept`);

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app, 'Olivia Owner', uniqueEmail(), { verified: true });
  });
  afterAll(() => api?.stop());

  it('works once: a removed member cannot rejoin with their old invitation', async () => {
    const email = uniqueEmail();
    const invitationId = await invite(email);
    const member = await signUp(api.app, 'Mo Member', email, { verified: true });
    expect((await accept(member, invitationId)).status).toBe(200);
    // Accepting again while still a member changes nothing.
    expect((await accept(member, invitationId)).status).toBe(200);
    expect((await owner.request('DELETE', `${base()}/members/${member.userId}`)).status).toBe(204);

    const again = await accept(member, invitationId);
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({ code: 'invitation_used', message: 'This invitation was used already; ask the owner of the workspace for a new one' });
    expect((await member.request('GET', `${base()}/members`)).status).toBe(404);

    // A new invitation from the owner lets them back in.
    expect((await accept(member, await invite(email))).status).toBe(200);
  });

  it('is refused to an account whose address is not confirmed, and to another address', async () => {
    const email = uniqueEmail();
    const invitationId = await invite(email);
    const unconfirmed = await signUp(api.app, 'Una Unconfirmed', email);
    const res = await accept(unconfirmed, invitationId);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'invitation_email_not_verified', message: INVITATION_UNVERIFIED_MESSAGE });
    expect((await unconfirmed.request('GET', `${base()}/members`)).status).toBe(404);

    const other = await signUp(api.app, 'Otto Other', uniqueEmail(), { verified: true });
    expect((await accept(other, invitationId)).body.error.code).toBe('wrong_email');
    expect((await other.request('GET', `${base()}/members`)).status).toBe(404);
  });

  it(`mails an address at most ${INVITATION_MAILS_PER_DAY} times a day, then answers 429 and keeps nothing`, async () => {
    const email = uniqueEmail();
    const other = await signUp(api.app, 'Petra Pest', uniqueEmail(), { verified: true });
    // Inviting again mails again; another workspace counts too.
    for (let i = 0; i < INVITATION_MAILS_PER_DAY - 1; i += 1) expect((await owner.request('POST', `${base()}/invitations`, { email })).status).toBe(201);
    expect((await other.request('POST', `/api/workspaces/${other.workspaceId}/invitations`, { email })).status).toBe(201);

    const refused = await owner.request('POST', `${base()}/invitations`, { email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'too_many_invitation_mails', message: INVITATION_MAILS_MESSAGE });
    const third = await signUp(api.app, 'Tom Third', uniqueEmail(), { verified: true });
    expect((await third.request('POST', `/api/workspaces/${third.workspaceId}/invitations`, { email })).status).toBe(429);
    const open = await api.db.selectFrom('workspaceInvitations').select('workspaceId').where('email', '=', email).execute();
    expect(open.map((row) => row.workspaceId).sort()).toEqual([owner.workspaceId, other.workspaceId].sort());
    await waitForMail(email);
    expect(outbox.filter((mail) => mail.to === email)).toHaveLength(INVITATION_MAILS_PER_DAY);
  });

  it("puts only the workspace's name in the subject, on one line and cut", async () => {
    const inviter = await signUp(api.app, 'FREE MONEY click evil.example now', uniqueEmail(), { verified: true });
    const name = `Shop\r\nBcc: victim@example.test \u202Eevil "quoted" ${'x'.repeat(80)}`;
    // Stored as is (whatever the name rules of the day refuse).
    await api.db.updateTable('workspaces').set({ name }).where('id', '=', inviter.workspaceId).execute();
    const email = uniqueEmail();
    expect((await inviter.request('POST', `/api/workspaces/${inviter.workspaceId}/invitations`, { email })).status).toBe(201);
    const mail = await waitForMail(email);
    expect(mail.title).toBe(`Invitation to the workspace "Shop Bcc: victim@example.test evil 'quo…" on Tandem`);
    expect(mail.title).not.toContain('FREE MONEY');
    expect(mail.title).not.toMatch(/[\r\n\u202E]/);
  });

  it('expire after their days: listed as expired, refused on accept, and inviting again makes a new one', async () => {
    const email = uniqueEmail();
    const invitationId = await invite(email);
    const longAgo = new Date(Date.now() - (INVITATION_VALID_DAYS * 24 + 1) * 60 * 60 * 1000);
    await api.db.updateTable('workspaceInvitations').set({ invitedAt: longAgo }).where('invitationId', '=', invitationId).execute();
    const listed = async () => (await owner.request('GET', `${base()}/invitations`)).body.items.filter((i: { email: string }) => i.email === email);
    expect(await listed()).toMatchObject([{ invitationId, state: 'expired' }]);
    const invitee = await signUp(api.app, 'Late Larry', email, { verified: true });
    const late = await accept(invitee, invitationId);
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(INVITATION_EXPIRED_MESSAGE);
    const fresh = await invite(email);
    expect(fresh).not.toBe(invitationId);
    expect((await listed()).map((i: { state: string }) => i.state)).toEqual(['expired', 'pending']);
  });

  it("name the workspace and the inviter on the invitation page, for whoever holds the link", async () => {
    const invitationId = await invite(uniqueEmail());
    const reader = await signUp(api.app);
    const summary = await reader.request('GET', `/api/invitations/${invitationId}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ invitationId, workspaceName: expect.any(String), invitedBy: { name: 'Olivia Owner' }, state: 'pending' });
    const ws = await owner.request('GET', `${base()}`);
    expect(summary.body.workspaceName).toBe(ws.body.name);
    expect((await reader.request('GET', '/api/invitations/01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
  });
});
