import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { classifyForbiddenAsPermission } from '../http/classify-forbidden-as-permission.js';
import type { ErrorClassifier } from '../http/error-class.js';
import { type FakeServer, jsonResponse, startFakeServer } from '../../testing/fake-server.js';
import { prepareAppCall, runAppTest } from './app-call.js';
import { defineApp } from '../define-app.js';
import { AuthError, NonRetryableError, PermissionError, RetryAfterError } from '../errors/index.js';
import { clientCredentialsExchange } from '../token-exchange.js';

const entry = {
  shortName: 'X',
  description: 'A test app',
  service: 'X API',
  configurable: true,
  capabilities: ['actions'],
  premium: false,
  eCommerceRelevant: false,
  tutorial: {},
} as const;

const decorated = defineApp({
  ...entry,
  id: 'decorated',
  name: 'Decorated',
  authentication: 'token',
  config: z.object({ managerId: z.string().optional() }),
  settings: z.object({ developerToken: z.string().min(1), region: z.string().default('eu') }),
  decorate: ({ config, settings }) => ({
    headers: { 'developer-token': settings.developerToken, ...(config.managerId ? { 'login-customer-id': config.managerId } : {}) },
    query: { region: settings.region },
  }),
  classifyError: classifyForbiddenAsPermission,
  test: async ({ http }) => void (await http.get('/me')),
});

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('request decoration and operator settings', () => {
  it('adds headers and query parameters from the config and the TANDEM_APP_ settings to every request', async () => {
    server = await startFakeServer(() => jsonResponse(200, {}));
    const env = { TANDEM_APP_DECORATED_DEVELOPER_TOKEN: 'dev-123' };
    const call = prepareAppCall(decorated, { auth: { token: 't' }, config: { managerId: '1234567890' }, env, baseUrlOverrides: { decorated: server.url } });
    await call.http.get('/a', { query: { page: 2 } });
    await runAppTest(decorated, { auth: { token: 't' }, config: {}, env, baseUrlOverrides: { decorated: server.url } });
    const [first, second] = server.requests;
    expect(first?.headers).toMatchObject({ 'developer-token': 'dev-123', 'login-customer-id': '1234567890', authorization: 'Bearer t' });
    expect(first?.query.toString()).toBe('region=eu&page=2');
    expect(second?.path).toBe('/me');
    expect(second?.headers['login-customer-id']).toBeUndefined();
    expect(call.settings).toEqual({ developerToken: 'dev-123', region: 'eu' });
  });

  it('refuses to call without a required setting and names the variable, not a value', () => {
    const call = () => prepareAppCall(decorated, { auth: { token: 't' }, config: {}, env: { TANDEM_APP_DECORATED_REGION: 'us' } });
    expect(call).toThrow(NonRetryableError);
    expect(call).toThrow('Tandem is not set up for Decorated yet: the operator must set TANDEM_APP_DECORATED_DEVELOPER_TOKEN');
  });

  it('classifies answers with the app classifier before the status: a 403 here is one resource, not the connection', async () => {
    server = await startFakeServer(() => jsonResponse(403, { message: 'No access to customer 42' }));
    const call = prepareAppCall(decorated, { auth: { token: 't' }, config: {}, env: { TANDEM_APP_DECORATED_DEVELOPER_TOKEN: 'd' }, baseUrlOverrides: { decorated: server.url } });
    const error = await call.http.get('/customers/42').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionError);
    expect(error).not.toBeInstanceOf(AuthError);
    expect((error as Error).message).toBe('decorated answered 403 Forbidden: No access to customer 42');
  });
});

describe('classified answers with HTTP 200', () => {
  it('throws RetryAfterError with the wait a throttled GraphQL answer implies', async () => {
    // As GraphQL APIs answer (Shopify's classifier sits beside its app): 200, with the wait in the body.
    const classifyError: ErrorClassifier = (answer) => {
      const body = JSON.parse(answer.body) as { errors?: { message: string }[]; retryInMs?: number };
      return body.errors ? { kind: 'throttled', message: body.errors[0]!.message, retryAfterMs: body.retryInMs } : undefined;
    };
    const shop = defineApp({ ...entry, id: 'shop', name: 'Shop', authentication: 'token', config: z.object({}), classifyError });
    const throttled = { errors: [{ message: 'Throttled' }], retryInMs: 2000 };
    server = await startFakeServer(() => jsonResponse(200, throttled));
    const call = prepareAppCall(shop, { auth: { token: 't' }, config: {}, baseUrlOverrides: { shop: server.url } });
    const error = await call.http.post('/admin/api/graphql.json', { body: { type: 'json', data: { query: '{ shop { name } }' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryAfterError);
    expect((error as RetryAfterError).retryAfterMs).toBe(2000);
  });
});

describe('token exchange and refresh after a 401', () => {
  const shopware = defineApp({
    ...entry,
    id: 'cc-shop',
    name: 'CC Shop',
    authentication: 'userSecret',
    config: z.object({}),
    tokenExchange: clientCredentialsExchange({ path: '/api/oauth/token' }),
  });

  it('exchanges client credentials once, reuses the token, and exchanges again once after a 401', async () => {
    let issued = 0;
    let valid = '';
    server = await startFakeServer((req) => {
      if (req.path === '/api/oauth/token') {
        const grant = JSON.parse(req.body) as Record<string, string>;
        if (grant.client_id !== 'SWIA' || grant.client_secret !== 'secret' || grant.grant_type !== 'client_credentials') return jsonResponse(401, { errors: [{ detail: 'Client authentication failed' }] });
        valid = `token-${++issued}`;
        return jsonResponse(200, { token_type: 'Bearer', expires_in: 600, access_token: valid });
      }
      return req.headers.authorization === `Bearer ${valid}` ? jsonResponse(200, { ok: true }) : jsonResponse(401, { errors: [{ detail: 'expired' }] });
    });
    const options = { auth: { user: 'SWIA', secret: 'secret' }, config: {}, baseUrlOverrides: { 'cc-shop': server.url } };
    const call = prepareAppCall(shopware, options);
    await call.http.get('/api/product');
    await prepareAppCall(shopware, options).http.get('/api/product');
    expect(issued).toBe(1);
    valid = 'revoked';
    await expect(call.http.get('/api/product')).resolves.toMatchObject({ status: 200 });
    expect(issued).toBe(2);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/oauth/token', '/api/product', '/api/product', '/api/product', '/api/oauth/token', '/api/product']);
  });

  it('refused client credentials are an auth error', async () => {
    server = await startFakeServer(() => jsonResponse(401, { errors: [{ detail: 'Client authentication failed' }] }));
    const call = prepareAppCall(shopware, { auth: { user: 'SWIA', secret: 'wrong' }, config: {}, baseUrlOverrides: { 'cc-shop': server.url } });
    await expect(call.http.get('/api/product')).rejects.toBeInstanceOf(AuthError);
  });

  it('oauth2: refreshes the access token once after a 401 and sends the request again; a second 401 is an auth error', async () => {
    const oauth = defineApp({ ...entry, id: 'oauth-app', name: 'OAuth App', authentication: 'oauth2', config: z.object({}), oauth2: { authorizeUrl: 'https://example.test/authorize', tokenUrl: 'https://example.test/token', scopes: [], clientAuth: 'body', refreshable: true } });
    server = await startFakeServer((req) => (req.headers.authorization === 'Bearer fresh' ? jsonResponse(200, {}) : jsonResponse(401, { error: 'expired' })));
    let refreshes = 0;
    const refreshAuth = async () => ({ refreshToken: 'r', accessToken: refreshes++ === 0 ? 'fresh' : 'still-bad' });
    const call = prepareAppCall(oauth, { auth: { refreshToken: 'r', accessToken: 'old' }, config: {}, refreshAuth, baseUrlOverrides: { 'oauth-app': server.url } });
    await expect(call.http.get('/x')).resolves.toMatchObject({ status: 200 });
    expect(refreshes).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer fresh']);

    const stale = prepareAppCall(oauth, { auth: { refreshToken: 'r', accessToken: 'old' }, config: {}, refreshAuth, baseUrlOverrides: { 'oauth-app': server.url } });
    await expect(stale.http.get('/x')).rejects.toBeInstanceOf(AuthError);
    expect(refreshes).toBe(2);
  });
});

describe('oauth1 and the rate limit hook', () => {
  it('signs every request, decoration query included, and waits for the throttle before each', async () => {
    const magento = defineApp({ ...entry, id: 'oauth1-shop', name: 'O1', authentication: 'oauth1', config: z.object({}), decorate: () => ({ query: { store: 'default' } }) });
    server = await startFakeServer(() => jsonResponse(200, {}));
    let waits = 0;
    const auth = { consumerKey: 'ck', consumerSecret: 'cs', tokenKey: 'tk', tokenSecret: 'ts' };
    const call = prepareAppCall(magento, { auth, config: {}, throttle: async () => void waits++, baseUrlOverrides: { 'oauth1-shop': server.url } });
    await call.http.get('/rest/V1/products');
    await call.http.post('/rest/V1/orders', { body: { type: 'json', data: {} } });
    expect(waits).toBe(2);
    for (const request of server.requests) {
      expect(request.headers.authorization).toMatch(/^OAuth .*oauth_consumer_key="ck".*oauth_signature="[^"]+"/);
      expect(request.query.get('store')).toBe('default');
    }
  });
});
