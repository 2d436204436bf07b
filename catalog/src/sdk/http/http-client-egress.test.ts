import { afterEach, describe, expect, it } from 'vitest';
import { allowEgress } from '../../testing/allow-egress.js';
import { type ConnectionRecorder, startConnectionRecorder } from '../../testing/connection-recorder.js';
import { egressStub, STUB_PUBLIC_ADDRESS } from '../../testing/egress-stub.js';
import { type FakeServer, jsonResponse, startFakeServer } from '../../testing/fake-server.js';
import { EgressRefusedError } from '../errors/index.js';
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

async function recorder(host?: string): Promise<ConnectionRecorder> {
  const started = await startConnectionRecorder(host);
  cleanups.push(() => started.close());
  return started;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The refusal of `target` (host:port as the URL names it, then the resolved address if any). */
const refusal = (target: string, range: string) =>
  new RegExp(`^Flows may not connect to ${escape(target)}: ${escape(range)} addresses are refused; an operator can allow this exact host:port in TANDEM_EGRESS_ALLOW$`);

describe('the HTTP client under the egress policy (stubbed resolver and connector)', () => {
  it.each([
    ['http://10.0.0.1/admin', '10.0.0.1', 'private'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'link-local'],
    ['http://[fd00::1]:8080/', '[fd00::1]:8080', 'private (unique local)'],
    ['https://0x7f.1/', '127.0.0.1', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/', '[::ffff:a9fe:a9fe]', 'link-local'],
  ])('refuses %s without resolving or connecting', async (url, host, range) => {
    const local = await fake(() => jsonResponse(200, {}));
    const egress = egressStub(local.url);
    const error = await createHttpClient({ egress }).get(url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressRefusedError);
    expect(error).toMatchObject({ type: 'ConnectorNonRetryableError', retryable: false });
    expect((error as Error).message).toMatch(refusal(host, range));
    expect(egress.connections).toEqual([]);
    expect(local.requests).toEqual([]);
  });

  it('refuses a name that resolves inward, or partly inward, and says where it pointed', async () => {
    const local = await fake(() => jsonResponse(200, {}));
    const egress = egressStub(local.url, { 'metadata.internal': ['169.254.169.254'], 'mixed.example': [STUB_PUBLIC_ADDRESS, '10.0.0.1'] });
    const client = createHttpClient({ egress });
    await expect(client.get('http://metadata.internal/computeMetadata/v1/')).rejects.toThrow(refusal('metadata.internal (169.254.169.254)', 'link-local'));
    await expect(client.get('https://mixed.example/')).rejects.toThrow(refusal('mixed.example (10.0.0.1)', 'private'));
    expect(egress.lookups).toEqual(['metadata.internal', 'mixed.example']);
    expect(egress.connections).toEqual([]);
  });

  it('connects to exactly the address it checked, with the name for TLS', async () => {
    const local = await fake((req) => jsonResponse(200, { host: req.headers.host }));
    const egress = egressStub(local.url);
    const response = await createHttpClient({ egress, baseUrl: 'https://api.example.com/v1' }).get('/ping');
    expect(response.body).toEqual({ host: 'api.example.com' });
    expect(egress.connections).toEqual([{ address: STUB_PUBLIC_ADDRESS, port: 443, tls: true, servername: 'api.example.com' }]);
  });

  it('checks every redirect: a public host redirecting to the metadata address is refused', async () => {
    const local = await fake((req) => (req.path === '/go' ? { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } } : jsonResponse(200, {})));
    const egress = egressStub(local.url);
    await expect(createHttpClient({ egress }).get('http://public.example/go')).rejects.toThrow(refusal('169.254.169.254', 'link-local'));
    expect(egress.connections).toHaveLength(1);
  });

  it('keeps credentials on their origin across redirects and turns a POST after 302 into a GET', async () => {
    const local = await fake((req) =>
      req.path === '/from' ? { status: 302, headers: { location: 'http://other.example/to' } } : jsonResponse(200, { method: req.method, auth: req.headers.authorization ?? null }),
    );
    const egress = egressStub(local.url);
    const response = await createHttpClient({ egress, auth: { kind: 'bearer', token: 'secret' } }).post('http://first.example/from', { body: { type: 'json', data: {} } });
    expect(response.body).toEqual({ method: 'GET', auth: null });
    expect(egress.lookups).toEqual(['first.example', 'other.example']);
  });
});

describe('the HTTP client under the egress policy (loopback servers)', () => {
  it('reaches an allowed exact host:port and refuses another port of the same host unconnected', async () => {
    const allowed = await fake(() => jsonResponse(200, { ok: true }));
    const other = await recorder();
    expect((await createHttpClient({ baseUrl: allowed.url }).get('/')).body).toEqual({ ok: true });
    await expect(createHttpClient({ baseUrl: `http://127.0.0.1:${other.port}` }).get('/')).rejects.toThrow(refusal(`127.0.0.1:${other.port}`, 'loopback'));
    const port = new URL(allowed.url).port;
    await expect(createHttpClient({ baseUrl: `http://localhost:${port}` }).get('/')).rejects.toThrow(refusal(`localhost:${port} (127.0.0.1)`, 'loopback'));
    expect(other.connections).toBe(0);
  });

  it('allows what allowEgress adds, until its undo', async () => {
    const local = await recorder();
    const url = `http://127.0.0.1:${local.port}`;
    const disallow = allowEgress(url);
    await expect(createHttpClient({ baseUrl: url, timeoutMs: 2000 }).get('/')).rejects.not.toBeInstanceOf(EgressRefusedError);
    expect(local.connections).toBe(1);
    disallow();
    await expect(createHttpClient({ baseUrl: url }).get('/')).rejects.toBeInstanceOf(EgressRefusedError);
    expect(local.connections).toBe(1);
  });

  it('refuses a redirect from an allowed fake to a refused loopback port', async () => {
    const target = await recorder();
    const allowed = await fake(() => ({ status: 307, headers: { location: `http://127.0.0.1:${target.port}/admin` } }));
    const error = await createHttpClient({ baseUrl: allowed.url }).post('/hook', { body: { type: 'json', data: {} } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EgressRefusedError);
    expect(allowed.requests).toHaveLength(1);
    expect(target.connections).toBe(0);
  });
});
