import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './dev-server.js';

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

  it('serves the UI and tells it: no write actions, codec calls with credentials', async () => {
    expect((await ui('/')).status).toBe(200);
    const settings = (await (await ui('/api/v1/settings')).json()) as { DisableWriteActions: boolean; Codec: { Endpoint: string; IncludeCredentials: boolean } };
    expect(settings.DisableWriteActions).toBe(true);
    expect(settings.Codec).toMatchObject({ Endpoint: 'http://localhost:3999/codec', IncludeCredentials: true });
    expect((await ui('/api/v1/namespaces/default/workflows')).status).toBe(200);
  });

  it('refuses writes such as terminating a workflow, even sent by hand', async () => {
    const res = await ui('/api/v1/namespaces/default/workflows/run_x/terminate', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(405);
    expect(await res.text()).toContain('read-only');
  });
});
