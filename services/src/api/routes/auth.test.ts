import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, waitForMail, type ApiHarness } from '../../testing/api-harness.js';

describe('auth', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const inject = (options: InjectOptions) => api.app.inject(options);

  it('signs up with a first workspace, a secure session and a CSRF cookie; the mailed link confirms the address', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'long enough pw', name: 'Ada' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, name: 'Ada', emailVerified: false });
    expect(res.json().workspace).toMatchObject({ name: "Ada's workspace", creatorEmail: email, type: 'workspace' });
    const session = res.cookies.find((c) => c.name === 'tandem_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'csrf_token')?.httpOnly).toBeFalsy();
    const me = await inject({ method: 'GET', url: '/api/me', headers: { cookie: `tandem_session=${session!.value}` } });
    expect(me.json().workspaces).toEqual([res.json().workspace]);
    // The password is stored as an argon2id hash, never as given.
    const row = await api.db.selectFrom('users').select(['passwordHash', 'emailVerifiedAt']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.emailVerifiedAt).toBeNull();

    const mail = await waitForMail(email);
    expect(mail.title).toBe('Confirm your email address for Tandem');
    const token = new URLSearchParams(mail.action!.link.split('?')[1]).get('token')!;
    // Opened in the browser that signed up: its session goes along, so no new password is asked for.
    const verified = await inject({ method: 'POST', url: '/api/auth/verify', payload: { token }, cookies: { tandem_session: session!.value } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, name: 'Ada', emailVerified: true });
    expect(verified.cookies.find((c) => c.name === 'tandem_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A link works once.
    expect((await inject({ method: 'POST', url: '/api/auth/verify', payload: { token } })).json().error.code).toBe('invalid_token');
  });

  it('answers bad input with 400, the seed message and the issues', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'not-an-email', password: 'x' } });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe('Invalid input, zod validation failed');
    expect(error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.name']));
  });

  it('logs in, knows who is signed in, logs out', async () => {
    const user = await signUp(api.app, 'Grace');
    const wrong = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'correct horse battery' } });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.name).toBe('Grace');
    expect(me.json().workspaces.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([user.workspaceId]);
    const csrf = login.cookies.find((c) => c.name === 'csrf_token')!.value;
    const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrf } });
    expect(logout.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('holds an account back after failed sign-ins from many addresses, with 429 and Retry-After, saying nothing of whether it exists', async () => {
    const user = await signUp(api.app, 'Hedy');
    const login = (email: string, password: string, remoteAddress: string) => inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
    const nobody = `nobody-${Date.now()}@example.test`;
    for (let i = 0; i < 38; i++) {
      const from = i % 2 === 0 ? '10.0.0.1' : '10.0.0.2';
      expect([401, 429]).toContain((await login(user.email, `wrong ${i}`, from)).statusCode);
      expect([401, 429]).toContain((await login(nobody, `wrong ${i}`, from)).statusCode);
    }
    // The right password from a third address does not get in while the back-off lasts.
    const held = await login(user.email, 'correct horse battery', '10.0.0.3');
    expect(held.statusCode).toBe(429);
    expect(held.cookies.find((c) => c.name === 'tandem_session')).toBeUndefined();
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(held.json().error).toEqual({ code: 'rate_limited', message: expect.stringContaining('Too many failed sign-ins') });
    // An address with no account gets the same answer.
    const unknown = await login(nobody, 'correct horse battery', '10.0.0.3');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(held.json());
    expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
    // Another account signs in as before.
    const other = await signUp(api.app, 'Other');
    expect((await login(other.email, 'correct horse battery', '10.0.0.1')).statusCode).toBe(200);
  });

  it('requires the CSRF header on cookie-authenticated writes', async () => {
    const user = await signUp(api.app);
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const without = await inject({ method: 'POST', url: '/api/workspaces', headers: { cookie }, payload: { name: 'X' } });
    expect(without.statusCode).toBe(403);
    const wrong = await inject({ method: 'POST', url: '/api/workspaces', headers: { cookie, 'x-csrf-token': 'nope' }, payload: { name: 'X' } });
    expect(wrong.statusCode).toBe(403);
    const right = await user.request('POST', '/api/workspaces', { name: 'X' });
    expect(right.status).toBe(201);
  });

  it('binds the CSRF token to the session: a planted cookie/header pair or another session\'s token fails', async () => {
    const user = await signUp(api.app);
    const other = await signUp(api.app);
    const session = `tandem_session=${user.cookies.tandem_session}`;
    const forged = await inject({ method: 'POST', url: '/api/workspaces', headers: { cookie: `${session}; csrf_token=planted`, 'x-csrf-token': 'planted' }, payload: { name: 'X' } });
    expect(forged.statusCode).toBe(403);
    const foreign = other.cookies.csrf_token!;
    const swapped = await inject({ method: 'POST', url: '/api/workspaces', headers: { cookie: `${session}; csrf_token=${foreign}`, 'x-csrf-token': foreign }, payload: { name: 'X' } });
    expect(swapped.statusCode).toBe(403);
    expect(user.cookies.csrf_token).not.toBe(foreign);
  });

  it('logs out only with the session\'s CSRF token (no forced sign-out from another site)', async () => {
    const user = await signUp(api.app);
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const without = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(without.statusCode).toBe(403);
    expect((await user.request('GET', '/api/me')).status).toBe(200);
    expect((await user.request('POST', '/api/auth/logout')).status).toBe(204);
    expect((await user.request('GET', '/api/me')).status).toBe(401);
    // Nobody signed in: nothing to protect.
    expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });

  it('issues API tokens that work as bearer tokens without CSRF and are stored hashed', async () => {
    const user = await signUp(api.app);
    const created = await user.request('POST', '/api/tokens', { name: 'script' });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    const me = await inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.userId).toBe(user.userId);
    const write = await inject({ method: 'PATCH', url: `/api/workspaces/${user.workspaceId}`, headers: { authorization: `Bearer ${token}` }, payload: { name: 'Y' } });
    expect(write.statusCode).toBe(200);
    const stored = await api.db.selectFrom('apiTokens').select('tokenHash').where('userId', '=', user.userId).execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect((await inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer tdm_wrong' } })).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Not signed in' } });
  });
});
