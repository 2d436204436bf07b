import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, jsonResponse, startFakeServer, textResponse } from '../../testing/index.js';
import { AuthError, NonRetryableError, TransientError } from '@tandem/catalog/sdk';
import { httpRequest } from './http-request.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async () => {
  server = await startFakeServer((req) => {
    if (req.path === '/text') return textResponse(200, 'plain');
    if (req.path.startsWith('/status/')) return jsonResponse(Number(req.path.slice(8)), { error: 'nope' });
    return jsonResponse(201, { received: req.body, query: req.query.toString() }, { 'x-request-id': 'r1' });
  });
  return server;
};

describe('httpRequest utility', () => {
  it('sends headers, query params and a JSON body and returns statusCode, statusText, body and headers', async () => {
    const fake = await start();
    const output = await httpRequest({
      method: 'POST',
      url: `${fake.url}/orders?x=1`,
      headers: [{ key: 'X-Api-Key', value: 'k1' }],
      queryParams: [{ key: 'page', value: '2' }],
      body: { id: 7 },
    });
    expect(output).toMatchObject({ statusCode: 201, statusText: 'Created', body: { received: '{"id":7}', query: 'x=1&page=2' } });
    expect(output.headers['x-request-id']).toBe('r1');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/orders', headers: { 'x-api-key': 'k1', 'content-type': 'application/json' } });
  });

  it('encodes form-urlencoded and text bodies and reads text responses', async () => {
    const fake = await start();
    await httpRequest({ method: 'PUT', url: `${fake.url}/f`, bodyType: 'form-urlencoded', body: { a: 'b c', n: 1 } });
    await httpRequest({ method: 'PATCH', url: `${fake.url}/t`, bodyType: 'text', body: 'raw' });
    expect(fake.requests.map((r) => [r.headers['content-type'], r.body])).toEqual([
      ['application/x-www-form-urlencoded', 'a=b+c&n=1'],
      ['text/plain; charset=utf-8', 'raw'],
    ]);
    expect((await httpRequest({ method: 'GET', url: `${fake.url}/text`, responseType: 'text' })).body).toBe('plain');
    await expect(httpRequest({ method: 'GET', url: `${fake.url}/text` })).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('throws typed errors for non-2xx answers; retryOnError false makes them non-retryable', async () => {
    const fake = await start();
    await expect(httpRequest({ method: 'GET', url: `${fake.url}/status/403` })).rejects.toBeInstanceOf(AuthError);
    await expect(httpRequest({ method: 'DELETE', url: `${fake.url}/status/404` })).rejects.toBeInstanceOf(NonRetryableError);
    await expect(httpRequest({ method: 'GET', url: `${fake.url}/status/502` })).rejects.toBeInstanceOf(TransientError);
    await expect(httpRequest({ method: 'GET', url: `${fake.url}/status/502`, retryOnError: false })).rejects.toMatchObject({ retryable: false, status: 502 });
  });

  it('validates the input', async () => {
    await expect(httpRequest({ method: 'TRACE' as 'GET', url: 'http://127.0.0.1:1/' })).rejects.toThrow(/^Invalid input, zod validation failed/);
  });
});
