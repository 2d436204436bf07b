import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type CountingHandler, type CountingServer, startCountingServer } from '../../testing/counting-server.js';
import { systemConnect } from './egress-connect.js';
import { egressFetch } from './egress-fetch.js';
import { egressAgent, poolKey } from './egress-pool.js';

const servers: CountingServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(handler: CountingHandler): Promise<CountingServer> {
  const server = await startCountingServer(handler);
  servers.push(server);
  return server;
}

const send = async (server: CountingServer, method = 'GET') =>
  (await egressFetch(`http://${server.host}/`, { method, headers: new Headers(), ...(method === 'POST' ? { body: '{}' } : {}) }, { allow: [server.host] })).text();

describe('kept-alive sockets the server closed', () => {
  it('sends the next request on a new connection after the server closed the idle one', async () => {
    const server = await serve((_req, res) => res.end('ok'));
    expect(await send(server)).toBe('ok');
    server.closeIdleConnections();
    expect(await send(server)).toBe('ok');
    expect([server.connections, server.requests]).toEqual([2, 2]);
  });

  it('sends a request once more on a new connection when a reused socket is reset before any answer', async () => {
    // The server drops every connection's second request unanswered: a kept-alive socket closed just as the request left.
    const server = await serve((req, res, nth) => (nth === 1 ? res.end('ok') : req.socket.destroy()));
    expect(await send(server)).toBe('ok');
    expect(await send(server, 'POST')).toBe('ok');
    expect([server.connections, server.requests]).toEqual([2, 3]);
  });

  it('does not send a request again when its socket was new, or when part of an answer had come', async () => {
    const fresh = await serve((req) => req.socket.destroy());
    await expect(send(fresh, 'POST')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect([fresh.connections, fresh.requests]).toEqual([1, 1]);

    const partial = await serve((req, res, nth) => (nth === 1 ? res.end('ok') : req.socket.end('HTTP/1.1 200 OK\r\ncontent-le')));
    expect(await send(partial)).toBe('ok');
    await expect(send(partial)).rejects.toThrow();
    expect([partial.connections, partial.requests]).toEqual([1, 2]);
  });

  it("honours the server's keep-alive hint for idle sockets, and does not cut a slow answer on a reused socket", async () => {
    const server = await serve((req, res) => {
      res.setHeader('keep-alive', 'timeout=2');
      if (req.url === '/slow') setTimeout(() => res.end('slow'), 1500);
      else res.end('ok');
    });
    expect(await send(server)).toBe('ok');
    const key = poolKey({ address: '127.0.0.1', port: server.port, tls: false, servername: undefined });
    // A second less than the server's hint, so the client gives the socket up first.
    expect(egressAgent(systemConnect, false).freeSockets[key]?.map((socket) => socket.timeout)).toEqual([1000]);
    const slow = await egressFetch(`http://${server.host}/slow`, { method: 'GET', headers: new Headers() }, { allow: [server.host] });
    expect(await slow.text()).toBe('slow');
    expect([server.connections, server.requests]).toEqual([1, 2]);
  });

  it('does not keep a process alive with its idle sockets', async () => {
    const server = await serve((_req, res) => res.setHeader('keep-alive', 'timeout=60').end('ok'));
    const module = fileURLToPath(new URL('./egress-fetch.ts', import.meta.url));
    const script = `
      const { egressFetch } = await import(${JSON.stringify(module)});
      const response = await egressFetch('http://${server.host}/', { method: 'GET', headers: new Headers() }, { allow: ['${server.host}'] });
      await response.text();
      const answered = performance.now();
      process.on('exit', () => console.log(JSON.stringify({ status: response.status, exitAfterMs: performance.now() - answered })));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 30_000 });
    const result = JSON.parse(stdout) as { status: number; exitAfterMs: number };
    expect(result.status).toBe(200);
    // A referenced socket would hold the process until the pool's idle timeout (4 s).
    expect(result.exitAfterMs).toBeLessThan(1000);
    expect(server.connections).toBe(1);
  });
});
