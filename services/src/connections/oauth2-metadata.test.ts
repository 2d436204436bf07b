import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import { signUp, startApi, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { setEnv } from '../../../scripts/test-env/set-env.js';

const ACCESS_TOKEN = 'mc-access-SECRET-1';
const names = ['AUTHORIZE_URL', 'TOKEN_URL', 'METADATA_URL', 'CLIENT_ID', 'CLIENT_SECRET'].map((n) => `TANDEM_OAUTH_MAILCHIMP_${n}`);

/** Mailchimp's connect: the data centre is read from the metadata endpoint with the new token, never assumed. */
describe('OAuth2 connect with provider metadata (Mailchimp)', () => {
  let api: ApiHarness;
  let user: TestUser;
  let login: FakeServer;
  let dc: string | null = 'us6';
  let restoreEnv: (() => void) | undefined;

  beforeAll(async () => {
    login = await startFakeServer((req) => {
      if (req.path === '/oauth2/token') return jsonResponse(200, { access_token: ACCESS_TOKEN, expires_in: 0, scope: null });
      if (req.path === '/oauth2/metadata') {
        if (req.headers.authorization !== `OAuth ${ACCESS_TOKEN}`) return jsonResponse(401, { error: 'invalid_token' });
        return jsonResponse(200, { dc, role: 'owner', accountname: 'Fake shop', user_id: 1, login_url: 'https://login.mailchimp.com', api_endpoint: `https://${dc}.api.mailchimp.com` });
      }
      return jsonResponse(404, {});
    });
    const values = [`${login.url}/oauth2/authorize`, `${login.url}/oauth2/token`, `${login.url}/oauth2/metadata`, 'mc-client', 'mc-secret'];
    restoreEnv = setEnv(Object.fromEntries(names.map((name, i) => [name, values[i] as string])));
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(async () => {
    restoreEnv?.();
    await api?.stop();
    await login?.close();
  });

  async function connect() {
    const start = await user.request('GET', `/api/workspaces/${user.workspaceId}/connections/oauth2/mailchimp/start?name=Newsletter`);
    const state = new URL(start.body.authorizationUrl).searchParams.get('state')!;
    const res = await api.app.inject({ method: 'GET', url: `/api/oauth2/callback?${new URLSearchParams({ code: 'code-1', state })}` });
    return Object.fromEntries(new URL(res.headers.location as string).searchParams);
  }

  it('stores the data centre of the metadata endpoint in the connection config', async () => {
    const done = await connect();
    const { body } = await user.request('GET', `/api/workspaces/${user.workspaceId}/connections`);
    expect(body.items.find((c: { id: string }) => c.id === done.connected)).toMatchObject({ app: 'mailchimp', configurationStatus: 'valid', config: { dataCenter: 'us6' } });
    expect(login.requests.find((r) => r.path === '/oauth2/metadata')?.headers.authorization).toBe(`OAuth ${ACCESS_TOKEN}`);
  });

  it('refuses the connection when the metadata names no data centre', async () => {
    dc = null;
    expect(await connect()).toEqual({ oauth2Error: 'token_exchange_failed' });
  });
});
