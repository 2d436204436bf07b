import { createServer as createHttpServer, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './dev-server.js';
import { startUiGuard } from './ui-guard.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the Temporal UI of the dev server, behind its guard', () => {
  let server: DevServer;
  beforeAll(async () => {
    const [port, uiPort] = await Promise.all([freePort(), freePort()]);
    server = await startDevServer({ port, uiPort, codecEndpoint: 'http://localhost:3999/codec', log: () => {} });
  }, 90_000);
  afterAll(() => server?.stop());

  const ui = (path: string, init?: RequestInit) => fetch(`${server.uiUrl!.replace('localhost', '127.0.0.1')}${path}`, init);

  /** A request sent with its path exactly as written (fetch would resolve `..` before sending). */
  const raw = (method: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port: new URL(server.uiUrl!).port, method, path, headers: { 'content-type': 'application/json', cookie: '_csrf=abc', 'x-csrf-token': 'abc' } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      sent.on('error', reject);
      sent.end('{"reason":"x"}');
    });

  it('serves the UI and tells it: no write actions, codec calls with credentials, no news feed from the internet', async () => {
    expect((await ui('/')).status).toBe(200);
    const settings = (await (await ui('/api/v1/settings')).json()) as { DisableWriteActions: boolean; DisableNewsFetch: boolean; Codec: { Endpoint: string; IncludeCredentials: boolean } };
    expect(settings.DisableWriteActions).toBe(true);
    expect(settings.DisableNewsFetch).toBe(true);
    expect(settings.Codec).toMatchObject({ Endpoint: 'http://localhost:3999/codec', IncludeCredentials: true });
    expect((await ui('/api/v1/namespaces/default/workflows')).status).toBe(200);
  });

  it('refuses writes such as terminating a workflow, even sent by hand', async () => {
    const res = await ui('/api/v1/namespaces/default/workflows/run_x/terminate', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('read-only');
  });

  it('refuses writes dressed up as queries and leaves the workflow running', async () => {
    const connection = await Connection.connect({ address: server.address });
    try {
      const client = new Client({ connection });
      // No worker serves this queue: the workflow stays running until something ends it.
      const handle = await client.workflow.start('nothing', { taskQueue: 'ui-guard-test', workflowId: `ui_guard_${Date.now()}` });
      const w = `/api/v1/namespaces/default/workflows/${handle.workflowId}`;
      const tricks = [`${w}/terminate?x=/query/`, `${w}/query/../terminate`, `${w}/query/__stack_trace/../../terminate`, `${w}/query/%2e%2e/terminate`, `${w}/query%2f..%2fcancel`, `${w}/query/%252e%252e/cancel`, `${w}/query\\..\\cancel`, `${w}/signal/x?y=/query/`];
      for (const trick of tricks) expect([400, 403], trick).toContain(await raw('POST', trick));
      // The reads still pass: describe and history of the very workflow.
      expect((await ui(w)).status).toBe(200);
      expect((await ui(`${w}/history`)).status).toBe(200);
      expect((await handle.describe()).status.name).toBe('RUNNING');
      await handle.terminate('test over');
    } finally {
      await connection.close();
    }
  });
});

describe('the Temporal UI guard with a sign-in check', () => {
  it('asks who may use the API with the Cookie header; pages and assets stay open', async () => {
    // A stand-in for the UI's own server: it answers every request it gets with 200.
    const upstream = createHttpServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const asked: (string | undefined)[] = [];
    const guard = await startUiGuard({
      host: '127.0.0.1',
      port: 0,
      upstreamPort: (upstream.address() as AddressInfo).port,
      allowWrites: false,
      authorize: async (cookie) => {
        asked.push(cookie);
        if (cookie === 'broken=1') throw new Error('database down');
        return cookie === 'tandem_session=good';
      },
    });
    try {
      const get = (path: string, cookie?: string) => fetch(`http://127.0.0.1:${guard.port}${path}`, cookie ? { headers: { cookie } } : {});
      const api = '/api/v1/namespaces/default/workflows';
      expect((await get(api)).status).toBe(401);
      expect(await (await get(api, 'tandem_session=bad')).json()).toEqual({ message: 'Sign in to Tandem to use the Temporal UI' });
      expect((await get(api, 'tandem_session=good')).status).toBe(200);
      expect((await get(api, 'broken=1')).status).toBe(503);
      expect((await get('/namespaces/default/workflows')).status).toBe(200);
      expect(asked).toEqual([undefined, 'tandem_session=bad', 'tandem_session=good', 'broken=1']);
      // A write is refused before anyone is asked.
      expect((await fetch(`http://127.0.0.1:${guard.port}${api}/run_x/terminate`, { method: 'POST', headers: { cookie: 'tandem_session=good' } })).status).toBe(403);
      expect(asked).toHaveLength(4);
    } finally {
      await guard.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
