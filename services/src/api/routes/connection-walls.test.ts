import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egressStub, jsonResponse, startFakeServer, type FakeServer, type RecordedRequest } from '@tandem/catalog/fakes';
import { requireConnection } from '@tandem/platform/connections/connections-repo';
import { CREDENTIALS_REQUIRED_MESSAGE } from '@tandem/platform/connections/credential-destination';
import { createSecretBox } from '@tandem/platform/connections/secret-box';
import { testConnection } from '../../connections/test-connection.js';
import { signUp, startApi, uniqueEmail, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

/** Each app kind whose config decides the host its credentials go to, with a config for the old host and one for another. */
const kinds = [
  { app: 'woocommerce', auth: { user: 'ck_OLD_key', secret: 'cs_OLD_secret' }, from: { shopUrl: 'https://shop.example' }, to: { shopUrl: 'https://elsewhere.example' } },
  { app: 'shopware5', auth: { user: 'OLD-api-user', secret: 'OLD-sw5-api-key' }, from: { shopUrl: 'https://shop.example' }, to: { shopUrl: 'http://shop.example:8080' } },
  { app: 'shopware6', auth: { user: 'OLD-access-key-id', secret: 'OLD-secret-access-key' }, from: { shopUrl: 'https://shop.example' }, to: { shopUrl: 'https://elsewhere.example/shop' } },
  {
    app: 'magento',
    auth: { consumerKey: 'OLD-ck', consumerSecret: 'OLD-cs', tokenKey: 'OLD-tk', tokenSecret: 'OLD-ts' },
    from: { shopUrl: 'https://shop.example', storeCode: 'default' },
    to: { shopUrl: 'https://elsewhere.example', storeCode: 'default' },
  },
  {
    app: 'shopify',
    auth: { user: 'OLD-api-key', secret: 'OLD-api-secret', token: 'shpat_OLD_token' },
    from: { store: 'my-shop.myshopify.com', currency: 'EUR' },
    to: { store: 'evil-shop.myshopify.com', currency: 'EUR' },
  },
  {
    app: 'mailgun',
    auth: { token: 'key-OLD-mailgun' },
    from: { region: 'eu', domain: 'mg.example.com', sender: 'Shop <a@mg.example.com>' },
    to: { region: 'us', domain: 'mg.example.com', sender: 'Shop <a@mg.example.com>' },
  },
  { app: 'mailchimp', auth: { refreshToken: 'OLD-refresh', accessToken: 'OLD-access-token' }, from: { dataCenter: 'us6' }, to: { dataCenter: 'us7' } },
] as const;

/** What a request carried, with Basic credentials decoded. */
const carried = (request: RecordedRequest) => {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return `${JSON.stringify(request.headers)} ${request.path}?${request.query.toString()} ${request.body} ${basic ? Buffer.from(basic, 'base64').toString() : ''}`;
};
const hostOf = (config: Record<string, unknown>, app: string) => {
  if ('shopUrl' in config) return new URL(String(config.shopUrl)).host;
  if (app === 'shopify') return String(config.store);
  if (app === 'mailgun') return config.region === 'us' ? 'api.mailgun.net' : 'api.eu.mailgun.net';
  return `${String(config.dataCenter)}.api.mailchimp.com`;
};

describe('connection walls: credentials stay with the host they were entered for, and with their creator', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let member: TestUser;
  let server: FakeServer;
  const url = (path = '') => `/api/workspaces/${owner.workspaceId}/connections${path}`;

  beforeAll(async () => {
    api = await startApi();
    server = await startFakeServer(() => jsonResponse(200, {}));
    owner = await signUp(api.app, 'Olivia Owner', uniqueEmail(), { verified: true });
    const email = uniqueEmail();
    const invitation = await owner.request('POST', `/api/workspaces/${owner.workspaceId}/invitations`, { email });
    member = await signUp(api.app, 'Mo Member', email, { verified: true });
    expect((await member.request('POST', `/api/invitations/${invitation.body.invitationId}/accept`)).status).toBe(200);
  });
  afterAll(async () => {
    await api?.stop();
    await server?.close();
  });

  /** The connection test as the API runs it, with host names resolved to the local recording server. */
  const probe = async (id: string) => {
    const row = await requireConnection(api.db, owner.workspaceId, id);
    await testConnection(api.db, createSecretBox(api.config.connectionSecretKey), row, { env: {}, egress: egressStub(server.url) }).catch(() => undefined);
  };
  /** Requests that reached a host since `from` (an index into the server's requests). */
  const reaching = (host: string, from: number) => server.requests.slice(from).filter((request) => request.headers.host === host);

  it.each(kinds)('$app: a new host gets no request until new credentials come with it, and never the old ones', async ({ app, auth, from, to }) => {
    const created = await owner.request('POST', url(), { app, name: app, auth, config: from });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const oldHost = hostOf(from, app);
    const newHost = hostOf(to, app);
    const start = server.requests.length;

    // A plain member may neither change nor test the owner's connection.
    const byMember = await member.request('PATCH', url(`/${id}`), { config: to });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.message).toBe('Only the member who created this connection or the owner of this workspace can change it, since it holds credentials');
    expect((await member.request('POST', url(`/${id}/test`))).status).toBe(403);

    // The owner may not move the stored credentials either: the same request must bring new ones.
    const moved = await owner.request('PATCH', url(`/${id}`), { config: to });
    expect(moved.status).toBe(400);
    expect(moved.body.error).toMatchObject({ code: 'credentials_required', message: CREDENTIALS_REQUIRED_MESSAGE });
    expect((await owner.request('GET', url())).body.items.find((c: { id: string }) => c.id === id).config).toMatchObject(from);
    await probe(id);
    expect(reaching(oldHost, start).length).toBeGreaterThan(0);
    expect(reaching(newHost, start)).toEqual([]);

    // With new credentials it moves, and the new host sees only those.
    const fresh = Object.fromEntries(Object.entries(auth).map(([key, value]) => [key, value.replace(/OLD/g, 'NEW')]));
    const rekeyed = await owner.request('PATCH', url(`/${id}`), { config: to, auth: fresh });
    expect(rekeyed.status, JSON.stringify(rekeyed.body)).toBe(200);
    const rekeyedAt = server.requests.length;
    await probe(id);
    const atNewHost = reaching(newHost, rekeyedAt);
    expect(atNewHost.length).toBeGreaterThan(0);
    for (const request of atNewHost) for (const secret of Object.values(auth)) expect(carried(request)).not.toContain(secret);
  });

  it('a config that does not parse may be stored; making it work again at another host needs new credentials', async () => {
    const created = await owner.request('POST', url(), { app: 'woocommerce', name: 'Woo', auth: kinds[0].auth, config: kinds[0].from });
    const id = created.body.id as string;
    expect((await owner.request('PATCH', url(`/${id}`), { config: { shopUrl: 'not a url' } })).body.configurationStatus).toBe('invalid');
    expect((await owner.request('PATCH', url(`/${id}`), { config: kinds[0].to })).body.error.code).toBe('credentials_required');
    // Name changes and changes that keep the host need nothing new.
    expect((await owner.request('PATCH', url(`/${id}`), { name: 'Renamed', config: { shopUrl: 'https://shop.example/' } })).status).toBe(200);
  });

  it("the member who created a connection changes and tests it; another member's edits stay refused", async () => {
    const own = await member.request('POST', url(), { app: 'woocommerce', name: 'Mine', auth: kinds[0].auth, config: kinds[0].from });
    expect(own.status).toBe(201);
    expect((await member.request('PATCH', url(`/${own.body.id}`), { name: 'Still mine' })).status).toBe(200);
    expect((await owner.request('PATCH', url(`/${own.body.id}`), { name: 'Owner may' })).status).toBe(200);
    // Reconnecting through the provider replaces the credentials: refused to other members alike.
    const owners = await owner.request('POST', url(), { app: 'woocommerce', name: 'Owner', auth: kinds[0].auth, config: kinds[0].from });
    const reconnect = await member.request('GET', `${url('/oauth2/woocommerce/start')}?connectionId=${owners.body.id}`);
    expect(reconnect.status).toBe(403);
  });

  it("another member cannot delete a connection that holds someone else's credentials; its creator and the owner can", async () => {
    const owners = await owner.request('POST', url(), { app: 'woocommerce', name: 'Owner keeps', auth: kinds[0].auth, config: kinds[0].from });
    const refused = await member.request('DELETE', url(`/${owners.body.id}`));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the member who created this connection or the owner of this workspace can delete it, since it holds credentials');
    expect((await owner.request('GET', url())).body.items.some((c: { id: string }) => c.id === owners.body.id)).toBe(true);
    const own = await member.request('POST', url(), { app: 'woocommerce', name: 'Mine to delete', auth: kinds[0].auth, config: kinds[0].from });
    expect((await member.request('DELETE', url(`/${own.body.id}`))).status).toBe(200);
    expect((await owner.request('DELETE', url(`/${owners.body.id}`))).status).toBe(200);
  });
});
