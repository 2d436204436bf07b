import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { egressStub } from '../../testing/egress-stub.js';
import { type FakeServer, jsonResponse, startFakeServer } from '../../testing/fake-server.js';
import { NonRetryableError } from '../errors/index.js';
import { egressFetch, MAX_REDIRECTS } from './egress-fetch.js';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const get = (url: string, egress: ReturnType<typeof egressStub>) => egressFetch(url, { method: 'GET', headers: new Headers() }, egress);

describe('egressFetch', () => {
  it('refuses a redirect to another scheme without following it', async () => {
    server = await startFakeServer(() => ({ status: 302, headers: { location: 'file:///etc/passwd' } }));
    const egress = egressStub(server.url);
    await expect(get('http://shop.example/', egress)).rejects.toThrow(new NonRetryableError('Only http and https URLs can be requested, not file'));
    expect(egress.connections).toHaveLength(1);
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    server = await startFakeServer((req) => ({ status: 307, headers: { location: `/${Number(req.path.slice(1)) + 1}` } }));
    const egress = egressStub(server.url);
    await expect(get('http://loop.example/0', egress)).rejects.toThrow(`loop.example redirected more than ${MAX_REDIRECTS} times`);
    expect(server.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('sends multipart form data with its boundary and reads a gzip answer', async () => {
    const fields: unknown[] = [];
    const gzipped = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        void new Response(body, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData().then((form) => {
          fields.push(...form.entries());
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(JSON.stringify({ ok: true })));
        });
      });
    });
    await new Promise<void>((resolve) => gzipped.listen(0, '127.0.0.1', resolve));
    try {
      const form = new FormData();
      form.append('to', 'a@b.c');
      form.append('text', 'hi');
      const local = `http://127.0.0.1:${(gzipped.address() as AddressInfo).port}`;
      const response = await egressFetch('https://api.example/messages', { method: 'POST', headers: new Headers(), body: form }, egressStub(local));
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual({ ok: true });
      expect(fields).toEqual([['to', 'a@b.c'], ['text', 'hi']]);
    } finally {
      gzipped.close();
    }
  });

  it('keeps method and body on 307 and answers 204 without a body', async () => {
    server = await startFakeServer((req) => (req.path === '/old' ? { status: 307, headers: { location: '/new' } } : req.path === '/new' && req.body === '{"a":1}' ? { status: 204 } : jsonResponse(400, {})));
    const response = await egressFetch('http://api.example/old', { method: 'PUT', headers: new Headers({ 'content-type': 'application/json' }), body: '{"a":1}' }, egressStub(server.url));
    expect(response.status).toBe(204);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /old', 'PUT /new']);
  });

  it("reads an answer's body as fetch does: UTF-8 with a leading byte order mark dropped, bad bytes replaced, none for a 204", async () => {
    const bodies: Record<string, Buffer> = {
      '/bom': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Grüße"}')]),
      '/broken': Buffer.from([0x61, 0xff, 0xfe, 0x62, 0xe2, 0x82]),
    };
    const local = createServer((req, res) => {
      if (req.url === '/empty') return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(bodies[req.url ?? '']);
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const egress = egressStub(`http://127.0.0.1:${(local.address() as AddressInfo).port}`);
      for (const [path, bytes] of Object.entries(bodies)) {
        const answer = await get(`http://api.example${path}`, egress);
        expect(await answer.text()).toBe(await new Response(bytes).text());
        expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes);
      }
      expect(await (await get('http://api.example/bom', egress)).json()).toEqual({ name: 'Grüße' });
      const empty = await get('http://api.example/empty', egress);
      expect([empty.status, empty.ok, await empty.text()]).toEqual([204, true, '']);
    } finally {
      local.close();
    }
  });
});
