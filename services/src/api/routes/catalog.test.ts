import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

describe('catalogue routes', () => {
  let api: ApiHarness;
  let user: TestUser;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  it('lists every app with its auth kind and visible actions', async () => {
    const res = await user.request('GET', '/api/catalog/apps');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.items.map((a: { id: string }) => [a.id, a]));
    expect(byId['google-ads']).toMatchObject({ name: 'Google Ads', authentication: 'oauth2' });
    expect(byId.magento.authentication).toBe('oauth1');
    expect(byId.slack.actions.map((a: { id: string }) => a.id)).toContain('messages.send');
    expect((await api.app.inject({ method: 'GET', url: '/api/catalog/apps' })).statusCode).toBe(401);
  });

  it("gives an app's actions with JSON Schemas of input and output", async () => {
    const res = await user.request('GET', '/api/catalog/apps/slack/actions');
    const send = res.body.items.find((a: { id: string }) => a.id === 'messages.send');
    expect(send).toMatchObject({ mutates: true, input: { type: 'object' }, output: { type: 'object' } });
    expect(send.input.required).toContain('message');
    expect((await user.request('GET', '/api/catalog/apps/nope/actions')).status).toBe(404);
  });

  it('serves internal actions only as custom requests of apps built for them', async () => {
    const ids = async (url: string) => (await user.request('GET', url)).body.items.map((a: { id: string }) => a.id);
    expect(await ids('/api/catalog/apps/http/actions')).toEqual([]);
    expect(await ids('/api/catalog/apps/http/actions?includeInternal=true')).toContain('request.send');
    const tandem = await ids('/api/catalog/apps/tandem/actions?includeInternal=true');
    expect(tandem).toEqual(await ids('/api/catalog/apps/tandem/actions'));
  });
});
