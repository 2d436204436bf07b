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

  it("gives an app's connection form: credentials as the app names them, the config's JSON Schema and its secret fields", async () => {
    const shopify = await user.request('GET', '/api/catalog/apps/shopify/connection-form');
    expect(shopify.body.credentials.map((c: { label: string }) => c.label)).toEqual(['API Key', 'API Secret Key', 'Admin API Access Token']);
    const mailgun = await user.request('GET', '/api/catalog/apps/mailgun/connection-form');
    expect(mailgun.body).toMatchObject({ authentication: 'token', credentials: [{ key: 'token', label: 'API Key' }], config: { type: 'object' } });
    expect(Object.keys(mailgun.body.config.properties)).toEqual(expect.arrayContaining(['region', 'domain', 'sender']));
    expect((await user.request('GET', '/api/catalog/apps/slack/connection-form')).body.secretConfigFields).toEqual(['webhookUrl']);
    expect((await user.request('GET', '/api/catalog/apps/nope/connection-form')).status).toBe(404);
  });

  it('names the server settings an OAuth2 app still needs before anyone clicks to connect it', async () => {
    const form = async (app: string) => (await user.request('GET', `/api/catalog/apps/${app}/connection-form`)).body.missingServerSettings;
    expect(await form('klaviyo')).toEqual(['TANDEM_OAUTH_KLAVIYO_CLIENT_ID', 'TANDEM_OAUTH_KLAVIYO_CLIENT_SECRET']);
    expect(await form('mailgun')).toEqual([]);
  });

  it("gives an app's actions with JSON Schemas of input and output", async () => {
    const res = await user.request('GET', '/api/catalog/apps/slack/actions');
    const send = res.body.items.find((a: { id: string }) => a.id === 'messages.send');
    expect(send).toMatchObject({ mutates: true, input: { type: 'object' }, output: { type: 'object' } });
    expect(send.input.required).toContain('message');
    expect((await user.request('GET', '/api/catalog/apps/nope/actions')).status).toBe(404);
  });

  it.each([
    ['google-analytics', ['accounts.getAll', 'accountSummaries.getAll', 'properties.getAll', 'reports.run']],
    ['google-search-console', ['sites.getAll', 'searchAnalytics.query', 'urlInspection.inspect', 'sitemaps.submit']],
    ['google-sheets', ['spreadsheets.create', 'sheets.add', 'sheets.delete', 'sheets.getAll', 'rows.get', 'rows.find', 'rows.append', 'rows.update', 'rows.clear', 'rows.delete']],
    ['google-merchant-center', ['accounts.getAll', 'accountStatuses.get', 'products.getAll', 'productStatuses.getAll', 'priceCompetitiveness.report', 'priceInsights.report', 'products.update']],
    [
      'clickup',
      [
        'workspaces.getAuthorized', 'spaces.getAll', 'folders.getAll', 'lists.getAll', 'lists.getOne', 'lists.getMembers', 'statuses.getAll', 'tags.getAll',
        'customTaskTypes.getAll', 'customFields.getAll', 'tasks.create', 'tasks.update', 'tasks.remove', 'request.send',
      ],
    ],
  ])('lists every action of %s with the JSON Schemas of its input and output', async (app, ids) => {
    const res = await user.request('GET', `/api/catalog/apps/${app}/actions`);
    expect(res.status).toBe(200);
    const items = res.body.items as Array<{ id: string; input: { type: string }; output: { type: string } }>;
    expect(items.map((a) => a.id)).toEqual(ids);
    for (const action of items) expect(action, action.id).toMatchObject({ input: { type: 'object' }, output: { type: 'object' } });
  });

  it('keeps the seed rules in the schemas: analytics limits, sheet titles, the console property, task priorities, the raw path', async () => {
    const schemaOf = async (app: string, id: string) => ((await user.request('GET', `/api/catalog/apps/${app}/actions`)).body.items as Array<{ id: string; input: Record<string, any> }>).find((a) => a.id === id)!.input;
    const report = await schemaOf('google-analytics', 'reports.run');
    expect(report.properties.limit).toMatchObject({ default: 10_000, maximum: 250_000 });
    expect(report.properties.offset).toMatchObject({ default: 0 });
    expect(report.properties.metricAggregations.items.enum).toEqual(['TOTAL', 'MINIMUM', 'MAXIMUM', 'COUNT']);
    expect(report.properties.cohortSpec.properties.cohortsRange.properties.granularity.enum).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    expect((await schemaOf('google-sheets', 'sheets.add')).properties.title).toMatchObject({ minLength: 1, maxLength: 50 });
    const query = await schemaOf('google-search-console', 'searchAnalytics.query');
    expect(query.properties.dimensions).toMatchObject({ minItems: 1, items: { enum: ['page', 'query', 'device', 'country'] } });
    expect(query.properties.property.pattern).toBeDefined();
    expect((await schemaOf('google-search-console', 'urlInspection.inspect')).properties.languageCode).toMatchObject({ default: 'en-US' });
    expect((await schemaOf('clickup', 'tasks.create')).properties.priority.enum).toEqual(['urgent', 'high', 'normal', 'low']);
    expect((await schemaOf('clickup', 'request.send')).properties.path.pattern).toBe('^\\/api\\/.*');
  });

  it('serves internal actions only as custom requests of apps built for them', async () => {
    const ids = async (url: string) => (await user.request('GET', url)).body.items.map((a: { id: string }) => a.id);
    expect(await ids('/api/catalog/apps/http/actions')).toEqual([]);
    expect(await ids('/api/catalog/apps/http/actions?includeInternal=true')).toContain('request.send');
    const tandem = await ids('/api/catalog/apps/tandem/actions?includeInternal=true');
    expect(tandem).toEqual(await ids('/api/catalog/apps/tandem/actions'));
  });
});
