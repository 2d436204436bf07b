import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { allowEgress } from '../../testing/allow-egress.js';
import { startConnectionRecorder } from '../../testing/connection-recorder.js';
import { egressStub } from '../../testing/egress-stub.js';
import { type FakeServer, jsonResponse, startFakeServer } from '../../testing/fake-server.js';
import { EgressRefusedError, NotSentError, TransientError } from '../errors/index.js';
import { createHttpClient } from './http-client.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fake(handler: Parameters<typeof startFakeServer>[0]): Promise<FakeServer> {
  const server = await startFakeServer(handler);
  cleanups.push(() => server.close());
  return server;
}

/** A loopback port nobody listens on (it was just free): connecting to it is refused. Allowed by the egress policy. */
async function refusingUrl(): Promise<string> {
  const probe = await startConnectionRecorder();
  await probe.close();
  const url = `http://127.0.0.1:${probe.port}`;
  cleanups.push(allowEgress(url));
  return url;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as Error);

describe('errors that prove nothing was sent', () => {
  it('a refused connection: NotSentError, retryable', async () => {
    const url = await refusingUrl();
    const error = await failureOf(createHttpClient().post(`${url}/orders`, { body: { type: 'json', data: { id: 1 } } }));
    expect(error).toBeInstanceOf(NotSentError);
    expect(error).toMatchObject({ type: 'ConnectorTransientError', retryable: true });
    expect(error?.message).toBe(`${new URL(url).host} could not be reached (ECONNREFUSED); nothing was sent`);
  });

  it('a name that does not resolve: NotSentError', async () => {
    const egress = { ...egressStub('http://127.0.0.1:9'), resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND shop.example'), { code: 'ENOTFOUND' })) };
    const error = await failureOf(createHttpClient({ egress }).post('https://shop.example/orders'));
    expect(error).toBeInstanceOf(NotSentError);
    expect(error?.message).toBe('shop.example could not be reached (ENOTFOUND); nothing was sent');
    expect(egress.connections).toEqual([]);
  });

  it('a TLS handshake that fails: NotSentError, and the server never saw the request', async () => {
    const plain = await fake(() => jsonResponse(200, {}));
    const https = plain.url.replace('http:', 'https:');
    cleanups.push(allowEgress(https));
    const error = await failureOf(createHttpClient().post(`${https}/orders`));
    expect(error).toBeInstanceOf(NotSentError);
    expect(error?.message).toMatch(/could not be reached \(.+\); nothing was sent$/);
    expect(plain.requests).toEqual([]);
  });

  it('not when the connection was made: a reset after the request went out is an ordinary transient error', async () => {
    let received = 0;
    const server = createServer((socket) => socket.once('data', () => ((received += 1), socket.destroy())));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cleanups.push(allowEgress(url));
    const error = await failureOf(createHttpClient().post(`${url}/orders`));
    expect(error).toBeInstanceOf(TransientError);
    expect(error).not.toBeInstanceOf(NotSentError);
    expect(received).toBe(1);
  });

  it('not after a redirect: the first request was sent', async () => {
    const refusing = await refusingUrl();
    const redirecting = await fake(() => ({ status: 307, headers: { location: `${refusing}/orders` }, body: '' }));
    cleanups.push(allowEgress(redirecting.url));
    const error = await failureOf(createHttpClient().post(`${redirecting.url}/orders`));
    expect(error).toBeInstanceOf(TransientError);
    expect(error).not.toBeInstanceOf(NotSentError);
    expect(redirecting.requests).toHaveLength(1);
  });

  it("not the egress policy's refusal: that stays final", async () => {
    const error = await failureOf(createHttpClient({ egress: { env: {} } }).post('http://10.0.0.1/orders'));
    expect(error).toBeInstanceOf(EgressRefusedError);
    expect(error).not.toBeInstanceOf(NotSentError);
    expect(error).toMatchObject({ retryable: false });
  });
});
