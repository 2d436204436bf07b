import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@tandem/platform/accounts/require-verified-email';
import { WEAK_PASSWORD_MESSAGE } from '@tandem/platform/accounts/password-policy';
import { outbox, signUp, startApi, uniqueEmail, waitForMail, type ApiHarness, type TestUser } from '../../testing/api-harness.js';
import { SIGNUP_REFUSED_MESSAGE } from '../schemas/account.js';

/** Sign-up within docs/api.md's contract: password policy, a neutral refusal of known addresses, email verification before going live (a setting). */
describe('sign-up', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const webhookFlow = async (user: TestUser) => {
    const step = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };
    const definition = { version: 1, trigger: { type: 'webhook' }, steps: [step] };
    return (await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Hook', definition })).body as { flowId: string; latestVersionId: string };
  };

  const signup = (email: string, password: string, name = 'Ada') => api.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, name } });

  it.each(['password', '12345678', '        ', 'qwertzuiop', 'ada-lovelace'])('refuses the weak password %j with a clear message', async (password) => {
    const email = `ada-lovelace-${Date.now()}@example.test`;
    const res = await signup(email, password, 'Ada Lovelace');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'weak_password', message: WEAK_PASSWORD_MESSAGE, issues: [{ path: ['body', 'password'], message: WEAK_PASSWORD_MESSAGE }] });
    expect(await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it.each(['supersecret123', 's3cret-pass'])('accepts the modest but uncommon password %j', async (password) => {
    expect((await signup(uniqueEmail(), password)).statusCode).toBe(201);
  });

  it('signs a new address in at once (201, user and first workspace, session and CSRF cookies), unverified, and mails the link', async () => {
    const email = uniqueEmail();
    const res = await signup(email, 'another long passphrase');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email, name: 'Ada', emailVerified: false },
      workspace: { name: "Ada's workspace", creatorEmail: email, duties: ['owner', 'billing'] },
    });
    expect(res.cookies.map((c) => c.name).sort()).toEqual(['csrf_token', 'tandem_session']);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().workspaces.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([res.json().workspace.workspaceId]);
    expect((await waitForMail(email)).title).toBe('Confirm your email address for Tandem');
  });

  it('refuses an existing address with a neutral 409 and no session, and mails its owner', async () => {
    const owner = await signUp(api.app, 'Owner');
    const res = await signup(owner.email.toUpperCase(), 'another long passphrase');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'signup_refused', message: SIGNUP_REFUSED_MESSAGE });
    expect(res.cookies).toEqual([]);

    const notice = await waitForMail(owner.email, (m) => m.title.startsWith('Someone tried'));
    expect(notice).toMatchObject({ title: 'Someone tried to sign up for Tandem with your address', action: { link: '/login' } });
    // The owner's account is unchanged: the old password still signs in, the new one does not.
    const login = (password: string) => api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password } });
    expect((await login('correct horse battery')).statusCode).toBe(200);
    expect((await login('another long passphrase')).statusCode).toBe(401);
    expect(outbox.filter((m) => m.to === owner.email && m.title.startsWith('Confirm'))).toHaveLength(1);
  });

  it('sets a flow live right after sign-up when the API does not require a confirmed address (the default outside production)', async () => {
    expect(api.config.requireEmailVerification).toBe(false);
    const user = await signUp(api.app, 'Quick');
    const flow = await webhookFlow(user);
    const live = await user.request('PUT', `/api/workspaces/${user.workspaceId}/flows/${flow.flowId}/live`, { versionId: flow.latestVersionId });
    expect(live.status).toBe(200);
    expect(live.body.liveVersionId).toBe(flow.latestVersionId);
  });

  it('with TANDEM_REQUIRE_EMAIL_VERIFICATION on, an unverified user runs flows by hand but cannot set one live; after the mailed link they can', async () => {
    const strict = await startApi({ config: { requireEmailVerification: true } });
    try {
      const user = await signUp(strict.app, 'Unverified');
      expect((await user.request('GET', '/api/me')).body.user.emailVerified).toBe(false);
      const ws = `/api/workspaces/${user.workspaceId}`;
      const flow = await webhookFlow(user);
      const refused = await user.request('PUT', `${ws}/flows/${flow.flowId}/live`, { versionId: flow.latestVersionId });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'email_not_verified', message: EMAIL_NOT_VERIFIED_MESSAGE });
      expect((await user.request('POST', `${ws}/flows/${flow.flowId}/runs`, {})).status).toBe(201);

      // A new link on request; the first one still works too, once.
      expect((await user.request('POST', '/api/auth/verification')).status).toBe(202);
      const links = outbox.filter((m) => m.to === user.email && m.action?.link.startsWith('/verify?'));
      expect(links).toHaveLength(2);
      const token = new URLSearchParams(links[1]!.action!.link.split('?')[1]).get('token');
      // Confirming in the browser that signed up replaces its session with a new one.
      const confirmed = await strict.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token }, cookies: user.cookies });
      expect(confirmed.statusCode).toBe(200);
      const cookies = Object.fromEntries(confirmed.cookies.map((c) => [c.name, c.value]));
      const live = await strict.app.inject({ method: 'PUT', url: `${ws}/flows/${flow.flowId}/live`, cookies, headers: { 'x-csrf-token': cookies.csrf_token ?? '' }, payload: { versionId: flow.latestVersionId } });
      expect(live.statusCode).toBe(200);
      expect(live.json().liveVersionId).toBe(flow.latestVersionId);
      // The harness follows the mailed link when asked: such a user goes live at once.
      const verified = await signUp(strict.app, 'Verified', uniqueEmail(), { verified: true });
      const other = await webhookFlow(verified);
      expect((await verified.request('PUT', `/api/workspaces/${verified.workspaceId}/flows/${other.flowId}/live`, { versionId: other.latestVersionId })).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });

  it('refuses an unknown or forged verification token', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: 'forged' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });
});
