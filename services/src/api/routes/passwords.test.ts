import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '@tandem/platform/secrets';
import { outbox, signUp, startApi, TEST_PASSWORD, uniqueEmail, waitForMail, type ApiHarness } from '../../testing/api-harness.js';

const NEW_PASSWORD = 'violet kettle ferry lantern';

/** Accounts: an address's owner claims an account a stranger created with it; password reset and change. */
describe('account walls', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const inject = (options: InjectOptions) => api.app.inject(options);
  const login = (email: string, password: string) => inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  const me = async (cookies: Record<string, string>) => (await inject({ method: 'GET', url: '/api/me', cookies })).statusCode;
  const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token')!;

  it("a sign-up with someone else's address does not survive its owner confirming it", async () => {
    const email = uniqueEmail();
    // The attacker signs up with the victim's address and their own password, and makes an API token.
    const attacker = await signUp(api.app, 'Mallory', email);
    const token = (await attacker.request('POST', '/api/tokens', { name: 'keep', workspaceId: attacker.workspaceId })).body.token as string;
    const bearer = () => inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await bearer()).statusCode).toBe(200);
    const later = cookieOf(await login(email, TEST_PASSWORD));

    // The owner opens the mailed link in their own browser (no session of the account): a password is needed.
    const link = (await waitForMail(email, (m) => m.action?.link.startsWith('/verify?') ?? false)).action!.link;
    const bare = await inject({ method: 'POST', url: '/api/auth/verify', payload: { token: tokenOf(link) } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('password_required');
    expect((await inject({ method: 'POST', url: '/api/auth/verify', payload: { token: tokenOf(link), password: 'password1' } })).json().error.code).toBe('weak_password');

    const claimed = await inject({ method: 'POST', url: '/api/auth/verify', payload: { token: tokenOf(link), password: NEW_PASSWORD } });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().user).toMatchObject({ email, emailVerified: true });
    expect(await me(cookieOf(claimed))).toBe(200);

    // The attacker's sessions, token and password are gone.
    expect(await me(attacker.cookies)).toBe(401);
    expect(await me(later)).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('confirms without a new password in the browser that signed up, ending other sessions', async () => {
    const email = uniqueEmail();
    const signedUp = await inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: TEST_PASSWORD, name: 'Ada' } });
    const elsewhere = cookieOf(await login(email, TEST_PASSWORD));
    const link = (await waitForMail(email)).action!.link;
    const confirmed = await inject({ method: 'POST', url: '/api/auth/verify', payload: { token: tokenOf(link) }, cookies: cookieOf(signedUp) });
    expect(confirmed.statusCode).toBe(200);
    expect(await me(cookieOf(confirmed))).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('resets a password by mail: the same answer for unknown addresses, single-use hashed links, all sessions end', async () => {
    const user = await signUp(api.app, 'Rita Reset', uniqueEmail(), { verified: true });
    const unknown = uniqueEmail();
    const asked = await inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email.toUpperCase() } });
    const nobody = await inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: unknown } });
    expect([asked.statusCode, asked.body]).toEqual([202, '{"resetRequested":true}']);
    expect([nobody.statusCode, nobody.body]).toEqual([asked.statusCode, asked.body]);

    const mail = await waitForMail(user.email, (m) => m.action?.link.startsWith('/reset-password?') ?? false);
    expect(mail.title).toBe('Set a new password for Tandem');
    expect(outbox.some((m) => m.to === unknown)).toBe(false);
    const token = tokenOf(mail.action!.link);
    // Stored by its hash only, for 30 minutes.
    const row = await api.db.selectFrom('passwordResets').selectAll().where('userId', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1_000);

    const confirm = (password: string, t = token) => inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: t, password } });
    expect((await confirm('password1')).json().error.code).toBe('weak_password');
    const reset = await confirm(NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(await me(cookieOf(reset))).toBe(200);
    expect(await me(user.cookies)).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Used once.
    expect((await confirm('another fine long phrase')).json().error.code).toBe('invalid_reset_token');

    // An expired link does nothing.
    await inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const second = tokenOf((await waitForMail(user.email, (m) => m.action?.link.startsWith('/reset-password?') === true && !m.action.link.includes(token))).action!.link);
    await api.db.updateTable('passwordResets').set({ expiresAt: new Date(Date.now() - 1000) }).where('tokenHash', '=', sha256(second)).execute();
    expect((await confirm('another fine long phrase', second)).json().error.code).toBe('invalid_reset_token');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset by mail also claims an account a stranger created with the address', async () => {
    const email = uniqueEmail();
    const attacker = await signUp(api.app, 'Mallory', email);
    await inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const token = tokenOf((await waitForMail(email, (m) => m.action?.link.startsWith('/reset-password?') ?? false)).action!.link);
    const reset = await inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: NEW_PASSWORD } });
    expect(reset.json().user).toMatchObject({ email, emailVerified: true });
    expect(await me(attacker.cookies)).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('changes the password signed in with the current one; other sessions end', async () => {
    const user = await signUp(api.app, 'Carl Change', uniqueEmail(), { verified: true });
    const other = cookieOf(await login(user.email, TEST_PASSWORD));
    const wrong = await user.request('POST', '/api/auth/password', { currentPassword: 'not it at all', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect((await user.request('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'password1' })).body.error.code).toBe('weak_password');
    expect((await user.request('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(204);
    expect(await me(user.cookies)).toBe(200);
    expect(await me(other)).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Without the CSRF header a session cannot change it.
    expect((await inject({ method: 'POST', url: '/api/auth/password', cookies: user.cookies, payload: { currentPassword: NEW_PASSWORD, newPassword: 'yet another long phrase' } })).statusCode).toBe(403);
  });
});
