import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '@tandem/catalog/apps';
import { DEFAULT_MAILGUN_API_KEY, startMailgunFake, startSlackFake, type MailgunFake, type SlackFake } from '@tandem/catalog/fakes';
import { connectionProbe } from '@tandem/platform/connections/connection-probe';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

const secrets = {
  refreshToken: 'rt-oauth2-SECRET-1',
  consumerSecret: 'cs-oauth1-SECRET-2',
  tokenSecret: 'ts-oauth1-SECRET-3',
  apiToken: 'tok-token-SECRET-4',
  userSecret: 'sec-usersecret-SECRET-5',
  shopifySecret: 'sec-shopify-SECRET-6',
  shopifyToken: 'shpat-SECRET-7',
};

/** One connection of every auth kind. */
const samples = [
  { app: 'google-ads', name: 'Ads', auth: { refreshToken: secrets.refreshToken }, config: { customerId: '123-456-7890' } },
  {
    app: 'magento',
    name: 'Magento',
    auth: { consumerKey: 'ck-1', consumerSecret: secrets.consumerSecret, tokenKey: 'tk-1', tokenSecret: secrets.tokenSecret },
    config: { shopUrl: 'https://magento.example.com/' },
  },
  { app: 'openai', name: 'OpenAI', auth: { token: secrets.apiToken }, config: {} },
  { app: 'shopware5', name: 'Shopware', auth: { user: 'api-user', secret: secrets.userSecret }, config: { shopUrl: 'https://shop.example.com///' } },
  {
    app: 'shopify',
    name: 'Shopify',
    auth: { user: 'api-key', secret: secrets.shopifySecret, token: secrets.shopifyToken },
    config: { store: 'My-Shop.myshopify.com', currency: 'EUR' },
  },
  { app: 'slack', name: 'Slack', config: { webhookUrl: 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx' } },
];

const expectNoSecrets = (answer: unknown) => {
  const text = JSON.stringify(answer);
  for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
};

describe('connections', () => {
  let api: ApiHarness;
  let user: TestUser;
  const url = (path = '') => `/api/workspaces/${user.workspaceId}/connections${path}`;
  const create = (body: unknown) => user.request('POST', url(), body);

  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app);
  });
  afterAll(() => api?.stop());

  it('stores a connection of every auth kind, sealed at rest, and never answers with a secret', async () => {
    for (const sample of samples) {
      const res = await create(sample);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ app: sample.app, name: sample.name, configurationStatus: 'valid', testedStatus: 'unknown', hasAuth: sample.app !== 'slack' });
      expect(res.body).not.toHaveProperty('auth');
      expectNoSecrets(res.body);
    }
    const list = await user.request('GET', url());
    expect(list.body.items.map((c: { app: string }) => c.app)).toEqual(samples.map((s) => s.app));
    expectNoSecrets(list.body);
    const rows = await api.db.selectFrom('connections').select('authSealed').where('workspaceId', '=', user.workspaceId).execute();
    expectNoSecrets(rows);
  });

  it('stores configs as parsed: Google Ads ids without dashes, shop URLs without trailing slashes', async () => {
    const { body } = await user.request('GET', url());
    const configOf = (app: string) => body.items.find((c: { app: string }) => c.app === app).config;
    expect(configOf('google-ads')).toEqual({ customerId: '1234567890' });
    expect(configOf('shopware5')).toEqual({ shopUrl: 'https://shop.example.com' });
    expect(configOf('magento')).toEqual({ shopUrl: 'https://magento.example.com', storeCode: 'default' });
    expect(configOf('shopify')).toEqual({ store: 'my-shop.myshopify.com', currency: 'EUR' });
  });

  it.each([
    ['google-ads', { customerId: '12345' }, 'Please provide a valid Google Ads ID'],
    ['google-ads', { customerId: '1234567890', managerId: '1' }, 'Please provide a valid Google Ads ID'],
    ['slack', {}, 'Please provide a webhook URL'],
    ['slack', { webhookUrl: 'not a url' }, 'Please provide a valid URL'],
    ['slack', { webhookUrl: 'https://hooks.slack.com/services/T0/B0/x', iconUrl: `https://example.com/${'i'.repeat(260)}.png` }, 'The URL must not be longer than 255 characters'],
    ['shopify', { store: 'my-shop.com', currency: 'EUR' }, 'The store must end with .myshopify.com'],
    ['shopware5', { shopUrl: 'shop.example.com' }, 'Please provide a valid URL'],
  ])('refuses an invalid %s config with the seed message "%s" and saves nothing', async (app, config, message) => {
    const auth = app === 'slack' ? undefined : app === 'google-ads' ? { refreshToken: 'x' } : app === 'shopify' ? { user: 'u', secret: 's', token: 't' } : { user: 'u', secret: 's' };
    const before = (await user.request('GET', url())).body.items.length;
    const res = await create({ app, name: 'Invalid', auth, config });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.issues.map((i: { message: string }) => i.message)).toEqual([message]);
    expect(res.body.error.issues[0].path.slice(0, 2)).toEqual(['body', 'config']);
    // The refusal never echoes a credential field (Slack's webhook URL).
    const hook = (config as { webhookUrl?: string }).webhookUrl;
    if (hook) expect(JSON.stringify(res.body)).not.toContain(hook);
    expect((await user.request('GET', url())).body.items).toHaveLength(before);
  });

  it('refuses auth that does not fit the app auth kind, naming the fields but not the values', async () => {
    const missing = await create({ app: 'openai', name: 'x', config: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['body.auth']);
    const partial = await create({ app: 'shopify', name: 'x', auth: { user: 'u', secret: secrets.shopifySecret }, config: {} });
    expect(partial.status).toBe(400);
    expect(partial.body.error.issues[0].path).toEqual(['body', 'auth', 'token']);
    expectNoSecrets(partial.body);
    const extra = await create({ app: 'slack', name: 'x', auth: { token: secrets.apiToken }, config: {} });
    expect(extra.status).toBe(400);
    expectNoSecrets(extra.body);
    expect((await create({ app: 'no-such-app', name: 'x' })).status).toBe(400);
  });

  it('marks a preset connection usePreset', async () => {
    const res = await create({ app: 'google-ads', name: 'Preset', auth: { refreshToken: 'x' }, usePreset: true });
    expect(res.body.configurationStatus).toBe('usePreset');
  });

  it('stores Slack\'s webhook URL (a secret config field) sealed, masks it, and keeps it when the mask comes back', async () => {
    const hook = 'https://hooks.slack.com/services/T0SEAL000/B0SEAL000/sealedWebhookToken0000';
    const created = await create({ app: 'slack', name: 'Sealed', config: { webhookUrl: hook, username: 'bot' } });
    expect(created.body.config).toEqual({ webhookUrl: '••••••••0000', username: 'bot' });
    const stored = async () => (await api.db.selectFrom('connections').select('config').where('id', '=', created.body.id).executeTakeFirstOrThrow()).config as any;
    expect(JSON.stringify(await stored())).not.toContain('sealedWebhookToken');
    expect((await stored()).webhookUrl).toMatchObject({ $sealed: expect.any(String), last4: '0000' });
    const renamed = await user.request('PATCH', url(`/${created.body.id}`), { config: { webhookUrl: '••••••••0000', username: 'alerts' } });
    expect(renamed.body).toMatchObject({ configurationStatus: 'valid', config: { webhookUrl: '••••••••0000', username: 'alerts' } });
    expect(JSON.stringify(await stored())).not.toContain('sealedWebhookToken');
    const { createConnectionResolver } = await import('@tandem/platform/connections');
    const resolved = await createConnectionResolver(api.db, api.config.connectionSecretKey)({ workspaceId: user.workspaceId, app: 'slack', connectionId: created.body.id });
    expect(resolved?.config).toEqual({ webhookUrl: hook, username: 'alerts' });
  });

  it('updates name, config and auth (which resets the test result) and deletes, wiping the secret', async () => {
    const created = await create({ app: 'google-ads', name: 'Before', auth: { refreshToken: 'x' }, config: { customerId: '999-888-7777' } });
    const id = created.body.id as string;
    expect((await user.request('PATCH', url(`/${id}`), { config: { customerId: 'nope' } })).body.configurationStatus).toBe('invalid');
    await api.db.updateTable('connections').set({ testedStatus: 'failing', failureReason: 'old' }).where('id', '=', id).execute();
    const renamed = await user.request('PATCH', url(`/${id}`), { name: 'After' });
    expect(renamed.body).toMatchObject({ name: 'After', testedStatus: 'failing', configurationStatus: 'invalid' });
    const fixed = await user.request('PATCH', url(`/${id}`), { config: { customerId: '111-222-3333' }, auth: { refreshToken: secrets.refreshToken } });
    expect(fixed.body).toMatchObject({ configurationStatus: 'valid', configIssues: [], config: { customerId: '1112223333' }, testedStatus: 'unknown', failureReason: null });
    expectNoSecrets(fixed.body);
    const deleted = await user.request('DELETE', url(`/${id}`));
    expect(deleted.body.hasAuth).toBe(false);
    const row = await api.db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
    expect(row.authSealed).toBeNull();
    expect((await user.request('PATCH', url(`/${id}`), { name: 'Again' })).status).toBe(404);
    expect((await user.request('GET', url())).body.items.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it("answers 404 for another workspace's connections and changes nothing", async () => {
    const intruder = await signUp(api.app, 'Intruder');
    const target = (await create({ app: 'openai', name: 'Private', auth: { token: secrets.apiToken }, config: {} })).body;
    const own = `/api/workspaces/${intruder.workspaceId}/connections/${target.id}`;
    const theirs = url(`/${target.id}`);
    for (const base of [own, theirs]) {
      expect((await intruder.request('PATCH', base, { name: 'Taken' })).status).toBe(404);
      expect((await intruder.request('POST', `${base}/test`)).status).toBe(404);
      expect((await intruder.request('DELETE', base)).status).toBe(404);
    }
    expect((await intruder.request('GET', url())).status).toBe(404);
    expect((await intruder.request('POST', url(), samples[2])).status).toBe(404);
    expect((await intruder.request('GET', url('/oauth2/google-ads/start'))).status).toBe(404);
    const after = (await user.request('GET', url())).body.items.find((c: { id: string }) => c.id === target.id);
    expect(after).toMatchObject({ name: 'Private', hasAuth: true, updatedAt: target.updatedAt });
  });

  describe('test endpoint, against the local fakes', () => {
    let slack: SlackFake;
    let mailgun: MailgunFake;
    const saved = { slack: process.env.TANDEM_BASE_URL_SLACK, mailgun: process.env.TANDEM_BASE_URL_MAILGUN };

    beforeAll(async () => {
      [slack, mailgun] = await Promise.all([startSlackFake(), startMailgunFake()]);
      process.env.TANDEM_BASE_URL_SLACK = slack.url;
      process.env.TANDEM_BASE_URL_MAILGUN = mailgun.url;
    });
    afterAll(async () => {
      for (const [key, value] of Object.entries({ TANDEM_BASE_URL_SLACK: saved.slack, TANDEM_BASE_URL_MAILGUN: saved.mailgun })) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      await Promise.all([slack?.close(), mailgun?.close()]);
    });

    const testOf = async (id: string) => (await user.request('POST', url(`/${id}/test`))).body;

    it('Slack: a live webhook works without posting anything; a revoked one fails', async () => {
      const { id } = (await create({ app: 'slack', name: 'Alerts', config: { webhookUrl: slack.webhookUrl } })).body;
      expect(await testOf(id)).toEqual({ testedStatus: 'working', failureReason: null });
      expect(slack.messages).toEqual([]);
      slack.revoke(slack.webhookPath);
      expect(await testOf(id)).toEqual({ testedStatus: 'failing', failureReason: 'Slack rejected the webhook: no_service' });
      const stored = (await user.request('GET', url())).body.items.find((c: { id: string }) => c.id === id);
      expect(stored).toMatchObject({ testedStatus: 'failing', failureReason: 'Slack rejected the webhook: no_service' });
    });

    it('Mailgun: the right key works without sending; a wrong key or domain fails with a reason free of secrets', async () => {
      const config = { region: 'eu', domain: 'mg.example.com', sender: 'Shop <alerts@mg.example.com>' };
      const good = (await create({ app: 'mailgun', name: 'Mail', auth: { token: DEFAULT_MAILGUN_API_KEY }, config })).body;
      expect(await testOf(good.id)).toEqual({ testedStatus: 'working', failureReason: null });
      expect(mailgun.messages).toEqual([]);
      const wrongKey = (await create({ app: 'mailgun', name: 'Mail', auth: { token: secrets.apiToken }, config })).body;
      const failed = await testOf(wrongKey.id);
      expect(failed).toEqual({ testedStatus: 'failing', failureReason: expect.stringContaining('401') });
      expectNoSecrets(failed);
      const wrongDomain = (await create({ app: 'mailgun', name: 'Mail', auth: { token: DEFAULT_MAILGUN_API_KEY }, config: { ...config, domain: 'other.example.com' } })).body;
      expect((await testOf(wrongDomain.id)).failureReason).toContain('Domain not found: other.example.com');
    });

    // "Tandem cannot test … connections yet" is what an app without a test would answer: none is left.
    it('can test a connection of every app that has connections: its own test call or a harmless read', () => {
      const connectable = Object.values(apps).filter((app) => app.authentication !== 'none' || app.configurable);
      expect(connectable.length).toBeGreaterThan(15);
      expect(connectable.filter((app) => connectionProbe(app) === undefined).map((app) => app.id)).toEqual([]);
    });
  });
});
