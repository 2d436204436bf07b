import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MetaAdsFake, startMetaAdsFake } from '@tandem/catalog/fakes';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

describe('connection accounts', () => {
  let api: ApiHarness;
  let user: TestUser;
  let meta: MetaAdsFake;
  const saved = process.env.TANDEM_BASE_URL_META_ADS;
  const url = (path = '') => `/api/workspaces/${user.workspaceId}/connections${path}`;

  beforeAll(async () => {
    [api, meta] = await Promise.all([startApi(), startMetaAdsFake({ accountId: '555000111' })]);
    process.env.TANDEM_BASE_URL_META_ADS = meta.baseUrl;
    user = await signUp(api.app);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.TANDEM_BASE_URL_META_ADS;
    else process.env.TANDEM_BASE_URL_META_ADS = saved;
    await Promise.all([api?.stop(), meta?.close()]);
  });

  it("lists the ad accounts the connection's token reaches; 404 elsewhere, 400 for apps that cannot list, 409 for a refused token", async () => {
    const connect = async (app: string, auth: unknown, config: unknown = {}) => (await user.request('POST', url(), { app, name: app, auth, config })).body.id as string;
    // A config that does not parse is refused on create, so the connection names an account to start with.
    const metaConfig = { adAccountId: '555000111' };
    const id = await connect('meta-ads', { refreshToken: 'r', accessToken: meta.accessToken }, metaConfig);
    const res = await user.request('GET', url(`/${id}/accounts`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ items: [{ id: '555000111', name: 'Fake shop account' }] });
    expect(meta.requests.at(-1)?.path).toBe('/v26.0/me/adaccounts');

    const intruder = await signUp(api.app, 'Intruder');
    expect((await intruder.request('GET', `/api/workspaces/${intruder.workspaceId}/connections/${id}/accounts`)).status).toBe(404);
    expect((await intruder.request('GET', url(`/${id}/accounts`))).status).toBe(404);

    const openai = await connect('openai', { token: 'tok-1' });
    const cannot = await user.request('GET', url(`/${openai}/accounts`));
    expect(cannot.status).toBe(400);
    expect(cannot.body.error.message).toBe('OpenAI cannot list the accounts of a connection');

    const revoked = await connect('meta-ads', { refreshToken: 'r', accessToken: 'revoked-SECRET' }, metaConfig);
    const refused = await user.request('GET', url(`/${revoked}/accounts`));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/token/i);
    expect(JSON.stringify(refused.body)).not.toContain('revoked-SECRET');
  });

  it('the connection form names the field a picked account fills', async () => {
    const form = async (app: string) => (await user.request('GET', `/api/catalog/apps/${app}/connection-form`)).body;
    expect((await form('google-ads')).accountField).toBe('customerId');
    expect((await form('meta-ads')).accountField).toBe('adAccountId');
    expect((await form('openai')).accountField).toBeNull();
  });
});
