import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, jsonResponse, startFakeServer } from '../../../testing/index.js';
import { needsIdempotencyKey, runAction } from '@tandem/catalog/runtime';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { retryPolicyOf, retryTraitsOf } from '../../../retry/index.js';
import { httpSendRequest } from './request-send.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('http request.send', () => {
  it('sends the method, headers, query and JSON body to the URL and returns the answer', async () => {
    server = await startFakeServer((req) => (req.path === '/missing' ? jsonResponse(404, { message: 'gone' }) : jsonResponse(200, { ok: true, body: req.body })));
    const output = await runAction(httpSendRequest, {
      input: { method: 'patch', url: `${server.url}/items/1`, headers: { authorization: 'Token abc' }, query: { dry: 'true' }, body: { price: 9.5 } },
    });
    expect(output).toMatchObject({ statusCode: 200, statusText: 'OK', body: { ok: true, body: '{"price":9.5}' } });
    expect(server.requests[0]).toMatchObject({ method: 'PATCH', path: '/items/1', headers: { authorization: 'Token abc' } });
    expect(server.requests[0]?.query.get('dry')).toBe('true');
    await expect(runAction(httpSendRequest, { input: { url: `${server.url}/missing` } })).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('is internal and mutates unless the method is get', () => {
    expect(httpSendRequest.internal).toBe(true);
    expect(needsIdempotencyKey(httpSendRequest, { method: 'get', url: 'https://x.io', idempotencyKey: true })).toBe(false);
    expect(needsIdempotencyKey(httpSendRequest, { method: 'post', url: 'https://x.io', idempotencyKey: true })).toBe(true);
  });

  it('sends the engine key as Idempotency-Key on writes; retried unless the step turns the key off', async () => {
    server = await startFakeServer(() => jsonResponse(200, {}));
    await runAction(httpSendRequest, { input: { method: 'post', url: `${server.url}/a` }, idempotencyKey: 'run_1:send' });
    await runAction(httpSendRequest, { input: { method: 'get', url: `${server.url}/b` }, idempotencyKey: 'run_1:read' });
    await runAction(httpSendRequest, { input: { method: 'post', url: `${server.url}/c`, idempotencyKey: false }, idempotencyKey: 'run_1:off' });
    await runAction(httpSendRequest, { input: { method: 'put', url: `${server.url}/d`, headers: { 'idempotency-key': 'mine' } }, idempotencyKey: 'run_1:own' });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['run_1:send', undefined, undefined, 'mine']);
    expect(retryPolicyOf(retryTraitsOf('http', 'request.send'), { method: 'post' })).toEqual({ timeout: 'PT1M', attempts: 'retry' });
    expect(retryPolicyOf(retryTraitsOf('http', 'request.send'), { method: 'post', idempotencyKey: false })).toMatchObject({ timeout: 'PT1M', attempts: 'once' });
    expect(retryPolicyOf(retryTraitsOf('http', 'request.send'), { idempotencyKey: false })).toEqual({ timeout: 'PT1M', attempts: 'retry' });
  });
});
