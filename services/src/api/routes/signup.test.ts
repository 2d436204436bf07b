import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lit } from '@tandem/catalog';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../accounts/require-verified-email.js';
import { WEAK_PASSWORD_MESSAGE } from '../../accounts/password-policy.js';
import { outbox, signUp, startApi, uniqueEmail, waitForMail, type ApiHarness } from '../../testing/api-harness.js';

/** Security issue 12.6: password policy, no account enumeration, email verification before going live. */
describe('sign-up', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const signup = (email: string, password: string, name = 'Ada') => api.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, name } });

  it.each(['password', '12345678', '        ', 'qwertzuiop', 'ada-lovelace'])('refuses the weak password %j with a clear message', async (password) => {
    const email = `ada-lovelace-${Date.now()}@example.test`;
    const res = await signup(email, password, 'Ada Lovelace');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'weak_password', message: WEAK_PASSWORD_MESSAGE, issues: [{ path: ['body', 'password'], message: WEAK_PASSWORD_MESSAGE }] });
    expect(await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('answers an existing address exactly like a new one, and mails its owner', async () => {
    const owner = await signUp(api.app, 'Owner');
    const fresh = uniqueEmail();
    const forNew = await signup(fresh, 'another long passphrase');
    const forExisting = await signup(owner.email.toUpperCase(), 'another long passphrase');
    expect(forExisting.statusCode).toBe(forNew.statusCode);
    expect(forExisting.statusCode).toBe(202);
    expect(forExisting.json()).toEqual({ ...forNew.json(), email: owner.email });
    expect(Object.keys(forExisting.headers).sort()).toEqual(Object.keys(forNew.headers).sort());
    expect(forExisting.cookies).toEqual([]);

    const notice = await waitForMail(owner.email, (m) => m.title.startsWith('Someone tried'));
    expect(notice).toMatchObject({ title: 'Someone tried to sign up for Tandem with your address', action: { link: '/login' } });
    // The owner's account is unchanged: the old password still signs in, the new one does not.
    const login = (password: string) => api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password } });
    expect((await login('correct horse battery')).statusCode).toBe(200);
    expect((await login('another long passphrase')).statusCode).toBe(401);
    expect(outbox.filter((m) => m.to === owner.email && m.title.startsWith('Confirm'))).toHaveLength(1);
  });

  it('an unverified user runs flows by hand but cannot set one live; after the mailed link they can', async () => {
    const user = await signUp(api.app, 'Unverified', uniqueEmail(), { verified: false });
    expect((await user.request('GET', '/api/me')).body.user.emailVerified).toBe(false);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const step = { name: 'note', type: 'utility', utility: 'comment', input: { text: lit('x') } };
    const flow = (await user.request('POST', `${ws}/flows`, { name: 'Hook', definition: { version: 1, trigger: { type: 'webhook' }, steps: [step] } })).body;
    const refused = await user.request('PUT', `${ws}/flows/${flow.flowId}/live`, { versionId: flow.latestVersionId });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'email_not_verified', message: EMAIL_NOT_VERIFIED_MESSAGE });
    expect((await user.request('POST', `${ws}/flows/${flow.flowId}/runs`, {})).status).toBe(201);

    // A new link on request; the first one still works too, once.
    expect((await user.request('POST', '/api/auth/verification')).status).toBe(202);
    const links = outbox.filter((m) => m.to === user.email && m.action?.link.startsWith('/verify?'));
    expect(links).toHaveLength(2);
    const token = new URLSearchParams(links[1]!.action!.link.split('?')[1]).get('token');
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } })).statusCode).toBe(200);
    const live = await user.request('PUT', `${ws}/flows/${flow.flowId}/live`, { versionId: flow.latestVersionId });
    expect(live.status).toBe(200);
    expect(live.body.liveVersionId).toBe(flow.latestVersionId);
  });

  it('refuses an unknown or forged verification token', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token: 'forged' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });
});
