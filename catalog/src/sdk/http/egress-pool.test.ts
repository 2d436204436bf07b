import { execFileSync } from 'node:child_process';
import { connect as tlsConnect } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { type CountingHandler, type CountingServer, startCountingServer, type TlsIdentity } from '../../testing/counting-server.js';
import { egressStub, STUB_PUBLIC_ADDRESS } from '../../testing/egress-stub.js';
import { EgressRefusedError } from '../errors/index.js';
import type { ConnectSocket, EgressOptions, EgressTarget } from './egress-connect.js';
import { egressFetch } from './egress-fetch.js';
import { poolKey } from './egress-pool.js';

const servers: CountingServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(handler: CountingHandler = (_req, res) => res.end('ok'), tls?: TlsIdentity): Promise<CountingServer> {
  const server = await startCountingServer(handler, tls);
  servers.push(server);
  return server;
}

const get = async (url: string, options: EgressOptions) => (await egressFetch(url, { method: 'GET', headers: new Headers() }, options)).text();

describe('kept-alive connections of egressFetch', () => {
  it('sends sequential requests to one origin on one connection, and not after a Connection: close answer', async () => {
    const server = await serve((req, res) => (req.url === '/close' ? res.setHeader('connection', 'close').end('bye') : res.end('ok')));
    const options = { allow: [server.host] };
    expect(await get(`http://${server.host}/a`, options)).toBe('ok');
    expect(await get(`http://${server.host}/b`, options)).toBe('ok');
    expect([server.connections, server.requests]).toEqual([1, 2]);
    expect(await get(`http://${server.host}/close`, options)).toBe('bye');
    expect(await get(`http://${server.host}/c`, options)).toBe('ok');
    expect([server.connections, server.requests]).toEqual([2, 4]);
  });

  it('checks the allow list on every request: a removed entry refuses the next one despite the idle socket', async () => {
    const server = await serve();
    const env: Record<string, string> = { TANDEM_EGRESS_ALLOW: server.host };
    expect(await get(`http://${server.host}/`, { env })).toBe('ok');
    const bytes = server.bytes;
    env.TANDEM_EGRESS_ALLOW = '';
    await expect(get(`http://${server.host}/`, { env })).rejects.toBeInstanceOf(EgressRefusedError);
    expect([server.connections, server.requests, server.bytes]).toEqual([1, 1, bytes]);
  });

  it("resolves again on every request: a name's new address gets its own connection, a refused one none", async () => {
    const server = await serve();
    const names: Record<string, string[]> = { 'api.example': [STUB_PUBLIC_ADDRESS] };
    const egress = egressStub(`http://${server.host}`, names);
    await get('http://api.example/', egress);
    await get('http://api.example/', egress);
    names['api.example'] = ['93.184.215.15'];
    await get('http://api.example/', egress);
    expect(egress.connections.map((c) => c.address)).toEqual([STUB_PUBLIC_ADDRESS, '93.184.215.15']);
    expect([server.connections, server.requests]).toEqual([2, 3]);
    names['api.example'] = ['10.0.0.1'];
    await expect(get('http://api.example/', egress)).rejects.toThrow('Flows may not connect to api.example (10.0.0.1): private addresses are refused');
    expect(server.requests).toBe(3);
  });

  it("never lends one connector's sockets to another's requests", async () => {
    const server = await serve();
    const first = egressStub(`http://${server.host}`);
    const second = egressStub(`http://${server.host}`);
    for (const egress of [first, second, first, second]) await get('http://api.example/', egress);
    expect([first.connections.length, second.connections.length]).toEqual([1, 1]);
    expect([server.connections, server.requests]).toEqual([2, 4]);
  });

  it('keeps TLS connections apart by server name on the same address', async () => {
    const identity = selfSigned(['a.example', 'b.example']);
    const server = await serve(undefined, identity);
    const opened: EgressTarget[] = [];
    const connect: ConnectSocket = (target) => {
      opened.push(target);
      return tlsConnect({ host: '127.0.0.1', port: server.port, servername: target.servername, ca: identity.cert, ALPNProtocols: ['http/1.1'] });
    };
    const options = { resolve: async () => [STUB_PUBLIC_ADDRESS], connect, env: {} };
    for (const host of ['a.example', 'b.example', 'a.example', 'b.example']) expect(await get(`https://${host}/`, options)).toBe('ok');
    expect(server.servernames).toEqual(['a.example', 'b.example']);
    expect(opened.map((t) => t.servername)).toEqual(['a.example', 'b.example']);
    expect(server.requests).toBe(4);
  });

  it('keys a pooled socket by scheme, checked address, port and server name', () => {
    const target: EgressTarget = { address: STUB_PUBLIC_ADDRESS, port: 443, tls: true, servername: 'a.example' };
    const keys = [target, { ...target, address: '93.184.215.15' }, { ...target, port: 8443 }, { ...target, tls: false }, { ...target, servername: 'b.example' }, { ...target, servername: undefined }].map(poolKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

/** A self-signed certificate for `names` (openssl, as on every machine the tests run on). */
function selfSigned(names: string[]): TlsIdentity {
  const pem = execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`, '-keyout', '-', '-out', '-'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const block = (label: string) => pem.match(new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----\\n`))?.[0] ?? '';
  return { key: block('PRIVATE KEY'), cert: block('CERTIFICATE') };
}
