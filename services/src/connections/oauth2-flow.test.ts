import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, jsonResponse, type FakeServer } from '@tandem/catalog/fakes';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { createConnectionResolver } from '@tandem/platform/connections';
import { setEnv } from '../../../scripts/test-env/set-env.js';

const CLIENT = { id: 'tandem-client', secret: 'client-SECRET-9' };
const REFRESH_TOKEN = 'rt-from-provider-SECRET';

/** A tiny authorization server: one code per challenge, refresh tokens that can be revoked. */
async function startFakeProvider() {
  const codes = new Map<string, string>(); // code → PKCE challenge
  const revoked = new Set<string>();
  let issued = 0;
  const server = await startFakeServer((req) => {
    // The Sheets API's connection test reads a spreadsheet that does not exist: a live token gets 404.
    if (req.path.startsWith('/v4/spreadsheets/')) {
      const live = /^Bearer at-\d+$/.test(req.headers.authorization ?? '');
      return live
        ? jsonResponse(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } })
        : jsonResponse(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    }
    const form = new URLSearchParams(req.body);
    if (req.path !== '/token' || form.get('client_id') !== CLIENT.id || form.get('client_secret') !== CLIENT.secret) {
      return jsonResponse(401, { error: 'invalid_client' });
    }
    issued += 1;
    const tokens = { access_token: `at-${issued}`, expires_in: 3600, token_type: 'Bearer' };
    if (form.get('grant_type') === 'authorization_code') {
      const challenge = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) {
        return jsonResponse(400, { error: 'invalid_grant', error_description: 'Bad code or verifier' });
      }
      codes.delete(form.get('code') ?? '');
      return jsonResponse(200, { ...tokens, refresh_token: REFRESH_TOKEN, scope: 'https://www.googleapis.com/auth/spreadsheets' });
    }
    if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === REFRESH_TOKEN && !revoked.has(REFRESH_TOKEN)) {
      return jsonResponse(200, tokens);
    }
    return jsonResponse(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  });
  /** What the browser does at the provider: the user agrees, the provider issues a code. */
  const approve = (authorizationUrl: string) => {
    const url = new URL(authorizationUrl);
    const code = `code-${codes.size + 1}-${Date.now()}`;
    codes.set(code, url.searchParams.get('code_challenge') ?? '');
    return { code, state: url.searchParams.get('state') ?? '' };
  };
  return { server, approve, revoke: () => revoked.add(REFRESH_TOKEN) };
}

const ENV_NAMES = [...['AUTHORIZE_URL', 'TOKEN_URL', 'CLIENT_ID', 'CLIENT_SECRET'].map((n) => `TANDEM_OAUTH_GOOGLE_SHEETS_${n}`), 'TANDEM_BASE_URL_GOOGLE_SHEETS'];

describe('OAuth2 authorization-code flow against a local fake provider', () => {
  let api: ApiHarness;
  let user: TestUser;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let server: FakeServer;
  let restoreEnv: (() => void) | undefined;
  const start = (query = '') => user.request('GET', `/api/workspaces/${user.workspaceId}/connections/oauth2/google-sheets/start${query}`);
  const callback = async (params: Record<string, string>) => {
    const res = await api.app.inject({ method: 'GET', url: `/api/oauth2/callback?${new URLSearchParams(params)}` });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${api.config.appUrl}/connections`);
    return Object.fromEntries(location.searchParams);
  };
  const connections = async () => (await user.request('GET', `/api/workspaces/${user.workspaceId}/connections`)).body;

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = provider.server;
    const values = [`${server.url}/authorize`, `${server.url}/token`, CLIENT.id, CLIENT.secret, server.url];
    restoreEnv = setEnv(Object.fromEntries(ENV_NAMES.map((name, i) => [name, values[i] as string])));
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(async () => {
    restoreEnv?.();
    await api?.stop();
    await server?.close();
  });

  it('sends the user to the provider with client, callback, scope, state and a PKCE challenge', async () => {
    const res = await start('?name=Reporting%20sheets');
    expect(res.status).toBe(200);
    const url = new URL(res.body.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.id,
      redirect_uri: `${api.config.publicUrl}/api/oauth2/callback`,
      scope: 'https://www.googleapis.com/auth/spreadsheets',
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(res.body.authorizationUrl).not.toContain(CLIENT.secret);
  });

  it('connects on the callback, once per state, and keeps the tokens sealed', async () => {
    const { code, state } = provider.approve((await start('?name=Reporting%20sheets')).body.authorizationUrl);
    const done = await callback({ code, state });
    expect(done.connected).toMatch(/^[0-9A-Z]{26}$/);
    const list = await connections();
    expect(list.items.find((c: { id: string }) => c.id === done.connected)).toMatchObject({
      app: 'google-sheets',
      name: 'Reporting sheets',
      hasAuth: true,
      configurationStatus: 'valid',
      userInfo: { scope: 'https://www.googleapis.com/auth/spreadsheets' },
    });
    expect(JSON.stringify(list)).not.toContain(REFRESH_TOKEN);
    expect(JSON.stringify(await api.db.selectFrom('connections').selectAll().execute())).not.toContain(REFRESH_TOKEN);
    expect(await callback({ code, state })).toEqual({ oauth2Error: 'invalid_state' });
  });

  it('refuses unknown and expired states, denied consent and codes the provider refuses', async () => {
    expect(await callback({ code: 'x', state: 'made-up' })).toEqual({ oauth2Error: 'invalid_state' });
    expect(await callback({ error: 'access_denied', state: 'x' })).toEqual({ oauth2Error: 'access_denied' });
    const stale = provider.approve((await start()).body.authorizationUrl);
    await api.db.updateTable('oauthStates').set({ expiresAt: new Date(Date.now() - 1000) }).where('workspaceId', '=', user.workspaceId).execute();
    expect(await callback(stale)).toEqual({ oauth2Error: 'invalid_state' });
    const { state } = provider.approve((await start()).body.authorizationUrl);
    expect(await callback({ code: 'not-issued', state })).toEqual({ oauth2Error: 'token_exchange_failed' });
  });

  it('reconnects an existing connection in place', async () => {
    const before = (await connections()).items.filter((c: { app: string }) => c.app === 'google-sheets');
    const target = before[0];
    const { code, state } = provider.approve((await start(`?connectionId=${target.id}`)).body.authorizationUrl);
    expect(await callback({ code, state })).toEqual({ connected: target.id });
    expect((await connections()).items.filter((c: { app: string }) => c.app === 'google-sheets')).toHaveLength(before.length);
  });

  it('refuses apps without OAuth2 and apps without a configured client', async () => {
    const openai = await user.request('GET', `/api/workspaces/${user.workspaceId}/connections/oauth2/openai/start`);
    expect(openai.body.error.message).toBe('OpenAI does not sign in with OAuth2');
    const klaviyo = await user.request('GET', `/api/workspaces/${user.workspaceId}/connections/oauth2/klaviyo/start`);
    expect(klaviyo.body.error.message).toBe('OAuth2 sign-in to Klaviyo is not configured on this server: set TANDEM_OAUTH_KLAVIYO_CLIENT_ID and TANDEM_OAUTH_KLAVIYO_CLIENT_SECRET');
    expect((await user.request('GET', `/api/workspaces/${user.workspaceId}/connections/oauth2/nope/start`)).status).toBe(404);
  });

  it('resolves a live access token for the workers, refreshing on demand, and tests by refreshing', async () => {
    const [connection] = (await connections()).items.filter((c: { app: string }) => c.app === 'google-sheets');
    const resolve = createConnectionResolver(api.db, api.config.connectionSecretKey);
    const query = { workspaceId: user.workspaceId, app: 'google-sheets', connectionId: connection.id };
    const fresh = (await resolve(query)) as { auth: { accessToken: string; refreshToken: string } };
    expect(fresh.auth.refreshToken).toBe(REFRESH_TOKEN);
    const later = createConnectionResolver(api.db, api.config.connectionSecretKey, { now: () => new Date(Date.now() + 2 * 3600_000) });
    const refreshed = (await later(query)) as { auth: { accessToken: string; refreshToken: string } };
    expect(refreshed.auth.accessToken).not.toBe(fresh.auth.accessToken);
    expect(refreshed.auth.refreshToken).toBe(REFRESH_TOKEN);
    expect(((await resolve(query)) as typeof refreshed).auth.accessToken).toBe(refreshed.auth.accessToken);
    // After an unexpected 401 the worker refreshes a token that is not due yet, once, and keeps the new one.
    const resolved = (await resolve(query))!;
    const renewed = (await resolved.refresh()) as { accessToken: string };
    expect(renewed.accessToken).not.toBe(refreshed.auth.accessToken);
    expect(((await resolve(query)) as typeof refreshed).auth.accessToken).toBe(renewed.accessToken);

    const test = () => user.request('POST', `/api/workspaces/${user.workspaceId}/connections/${connection.id}/test`);
    expect((await test()).body).toEqual({ testedStatus: 'working', failureReason: null });
    provider.revoke();
    expect((await test()).body).toEqual({
      testedStatus: 'failing',
      failureReason: 'google-sheets refused the authorization: Token has been expired or revoked.',
    });
  });
});
