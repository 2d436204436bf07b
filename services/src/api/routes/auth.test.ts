import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness } from '../../testing/api-harness.js';

describe('auth', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const inject = (options: InjectOptions) => api.app.inject(options);

  it('signs up with a first workspace, a secure session cookie and a CSRF cookie', async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'long enough pw', name: 'Ada' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email, name: 'Ada' });
    expect(body.workspace).toMatchObject({ name: "Ada's workspace", creatorEmail: email, type: 'workspace' });
    const session = res.cookies.find((c) => c.name === 'tandem_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'csrf_token')?.httpOnly).toBeFalsy();
    // The password is stored as an argon2id hash, never as given.
    const row = await api.db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email, in any case', async () => {
    const user = await signUp(api.app);
    const res = await inject({ method: 'POST', url: '/api/auth/signup', payload: { email: user.email.toUpperCase(), password: 'long enough pw', name: 'B' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
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
    const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
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

  it('issues API tokens that work as bearer tokens without CSRF and are stored hashed', async () => {
    const user = await signUp(api.app);
    const created = await user.request('POST', '/api/tokens', { name: 'script' });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    const me = await inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.userId).toBe(user.userId);
    const write = await inject({ method: 'POST', url: '/api/workspaces', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Y' } });
    expect(write.statusCode).toBe(201);
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
