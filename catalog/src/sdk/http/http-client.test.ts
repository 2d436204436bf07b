import { afterEach, describe, expect, it } from 'vitest';
import { allowEgress } from '../../testing/allow-egress.js';
import { type FakeServer, jsonResponse, startFakeServer, textResponse } from '../../testing/fake-server.js';
import { AuthError, NonRetryableError, RetryAfterError, TransientError } from '../errors/index.js';
import { baseUrlEnvName } from './base-url.js';
import { createHttpClient } from './http-client.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const echo = async (): Promise<FakeServer> => {
  server = await startFakeServer((req) => jsonResponse(200, { method: req.method, path: req.path, query: req.query.toString() }));
  return server;
};

describe('createHttpClient', () => {
  it('points an app at a fake by override map or by environment; overrides beat per-call and app base URLs', async () => {
    const fake = await echo();
    const byMap = createHttpClient({ appId: 'google-ads', baseUrl: 'https://googleads.googleapis.com/v21', baseUrlOverrides: { 'google-ads': `${fake.url}/v21` } });
    expect((await byMap.get('/customers:listAccessibleCustomers', { baseUrl: 'https://elsewhere.example' })).body).toMatchObject({ path: '/v21/customers:listAccessibleCustomers' });
    const byEnv = createHttpClient({ appId: 'google-ads', baseUrl: 'https://googleads.googleapis.com', env: { [baseUrlEnvName('google-ads')]: fake.url } });
    expect(baseUrlEnvName('google-ads')).toBe('TANDEM_BASE_URL_GOOGLE_ADS');
    expect((await byEnv.get('x', { query: { a: 1, b: [true, 'z'], c: undefined } })).body).toEqual({ method: 'GET', path: '/x', query: 'a=1&b=true&b=z' });
  });

  it("a call to another app's API follows that app's override, not the calling app's", async () => {
    const fake = await echo();
    const client = createHttpClient({ appId: 'google-ads', baseUrl: 'https://googleads.googleapis.com', baseUrlOverrides: { 'google-ads': 'http://127.0.0.1:9', 'google-merchant-center': fake.url } });
    const answer = await client.patch('/products/v1/accounts/1/productInputs/x', { baseUrl: 'https://merchantapi.googleapis.com', baseUrlApp: 'google-merchant-center' });
    expect(answer.body).toMatchObject({ method: 'PATCH', path: '/products/v1/accounts/1/productInputs/x' });
  });

  it('sends bearer, basic, API key header and API key query auth', async () => {
    const fake = await echo();
    await createHttpClient({ baseUrl: fake.url, auth: { kind: 'bearer', token: 't0k' } }).get('/a');
    await createHttpClient({ baseUrl: fake.url, auth: { kind: 'basic', username: 'api', password: 'key-1' } }).get('/b');
    await createHttpClient({ baseUrl: fake.url, auth: { kind: 'apiKeyHeader', name: 'X-Shopify-Access-Token', value: 'shpat_1' } }).get('/c');
    const response = await createHttpClient({ baseUrl: fake.url, auth: { kind: 'apiKeyQuery', name: 'key', value: 'secret' } }).get('/d');
    await createHttpClient({ baseUrl: fake.url, auth: { kind: 'oauth1', consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' } }).get('/e');
    const [a, b, c, d, e] = fake.requests;
    expect(a?.headers.authorization).toBe('Bearer t0k');
    expect(b?.headers.authorization).toBe(`Basic ${Buffer.from('api:key-1').toString('base64')}`);
    expect(c?.headers['x-shopify-access-token']).toBe('shpat_1');
    expect(d?.query.get('key')).toBe('secret');
    expect(response.url).not.toContain('secret');
    expect(e?.headers.authorization).toMatch(/^OAuth oauth_consumer_key="ck", .*oauth_signature="[^"]+"$/);
  });

  it('encodes JSON, form and text bodies', async () => {
    const fake = await echo();
    const client = createHttpClient({ baseUrl: fake.url });
    await client.post('/j', { body: { type: 'json', data: { a: [1] } } });
    await client.post('/f', { body: { type: 'form', data: [['to', 'a@x.io'], ['to', 'b@x.io']] } });
    await client.put('/t', { body: { type: 'text', data: 'hello' } });
    const [j, f, t] = fake.requests;
    expect([j?.headers['content-type'], j?.body]).toEqual(['application/json', '{"a":[1]}']);
    expect([f?.headers['content-type'], f?.body]).toEqual(['application/x-www-form-urlencoded', 'to=a%40x.io&to=b%40x.io']);
    expect([t?.method, t?.headers['content-type'], t?.body]).toEqual(['PUT', 'text/plain; charset=utf-8', 'hello']);
  });

  it('parses JSON by content type and keeps text otherwise', async () => {
    server = await startFakeServer((req) => (req.path === '/json' ? jsonResponse(200, { ok: true }) : textResponse(200, 'ok')));
    const client = createHttpClient({ baseUrl: server.url });
    expect((await client.get('/json')).body).toEqual({ ok: true });
    expect((await client.get('/text')).body).toBe('ok');
    await expect(client.get('/text', { responseType: 'json' })).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('maps failures to typed errors without leaking request headers', async () => {
    server = await startFakeServer((req) => {
      const status = Number(req.path.slice(1));
      return status === 429 ? { ...jsonResponse(429, { message: 'slow down' }), headers: { 'retry-after': '3' } } : jsonResponse(status, { message: `failed ${status}` });
    });
    const client = createHttpClient({ appId: 'klaviyo', baseUrlOverrides: { klaviyo: server.url }, auth: { kind: 'bearer', token: 'super-secret' } });
    await expect(client.get('/401')).rejects.toBeInstanceOf(AuthError);
    await expect(client.get('/404')).rejects.toBeInstanceOf(NonRetryableError);
    await expect(client.get('/503')).rejects.toBeInstanceOf(TransientError);
    const limited = await client.get('/429').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(RetryAfterError);
    expect((limited as RetryAfterError).retryAfterMs).toBe(3000);
    const error = (await client.get('/422').catch((e: unknown) => e)) as NonRetryableError;
    expect(error.message).toBe('klaviyo answered 422 Unprocessable Entity: failed 422');
    expect(JSON.stringify(error.toJSON())).not.toContain('super-secret');
    expect((await client.get('/404', { throwOnError: false })).status).toBe(404);
  });

  it('turns timeouts and unreachable hosts into TransientError and rethrows cancellation', async () => {
    server = await startFakeServer(() => new Promise((resolve) => setTimeout(() => resolve(textResponse(200, 'late')), 500)));
    await expect(createHttpClient({ baseUrl: server.url, timeoutMs: 50 }).get('/slow')).rejects.toThrow(/did not answer within 50 ms/);
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl: server.url, signal: controller.signal }).get('/slow');
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
    const closed = server.url;
    await server.close();
    server = undefined;
    const disallow = allowEgress(closed);
    try {
      await expect(createHttpClient({ baseUrl: closed }).get('/')).rejects.toBeInstanceOf(TransientError);
    } finally {
      disallow();
    }
  });
});
