import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, jsonResponse, startFakeServer } from '../../../fakes/index.js';
import { needsIdempotencyKey, NonRetryableError, runAction } from '../../../sdk/index.js';
import { httpSendRequest } from './send-request.js';

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
    expect(needsIdempotencyKey(httpSendRequest, { method: 'get', url: 'https://x.io' })).toBe(false);
    expect(needsIdempotencyKey(httpSendRequest, { method: 'post', url: 'https://x.io' })).toBe(true);
  });
});
