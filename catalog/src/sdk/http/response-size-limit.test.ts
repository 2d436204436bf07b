import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { httpSendRequest } from '../../apps/http/actions/request-send.js';
import { httpRequest } from '../../apps/http/http-request.js';
import { egressStub } from '../../testing/egress-stub.js';
import { type GzipBombServer, startGzipBombServer } from '../../testing/gzip-bomb-server.js';
import { NonRetryableError, ResponseTooLargeError } from '../errors/index.js';
import { runAction } from '../runtime/run-action.js';
import { egressFetch } from './egress-fetch.js';
import { createHttpClient } from './http-client.js';
import { DEFAULT_RESPONSE_MAX_BYTES, RESPONSE_MAX_BYTES_ENV, responseMaxBytes } from './response-size-limit.js';

let bomb: GzipBombServer | undefined;
let plain: Server | undefined;
afterEach(async () => {
  await bomb?.close();
  bomb = undefined;
  plain?.closeAllConnections();
  plain?.close();
  plain = undefined;
});

const tooLarge = (host: string, size: string) =>
  `${host} answered with more than ${size} (decoded), the most a flow's request may receive (TANDEM_HTTP_RESPONSE_MAX_BYTES); ask for less at once, e.g. a page, a filter or a shorter date range`;

/** A local server answering `body` with `headers`, written in pieces of 64 KiB. */
async function startPlain(body: Buffer, headers: Record<string, string> = {}): Promise<string> {
  plain = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', ...headers });
    for (let at = 0; at < body.length; at += 65_536) res.write(body.subarray(at, at + 65_536));
    res.end();
  });
  await new Promise<void>((resolve) => plain!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
}

const get = (url: string, options: Parameters<typeof egressFetch>[2]) => egressFetch(url, { method: 'GET', headers: new Headers() }, options);

describe('the decoded size cap of answers to flows’ requests', () => {
  it('stops a 300 KB gzip body that expands to 300 MB at the default 50 MiB, with a clear non-retryable error', async () => {
    bomb = await startGzipBombServer(300);
    const failure = runAction(httpSendRequest, { input: { url: `${bomb.url}/report` } });
    await expect(failure).rejects.toThrow(new ResponseTooLargeError(new URL(bomb.url).host, DEFAULT_RESPONSE_MAX_BYTES));
    await expect(failure).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('stops an endless compressed answer as it streams in, without waiting for its end', async () => {
    bomb = await startGzipBombServer();
    const cut = bomb.nextAnswerCut();
    const egress = { ...egressStub(bomb.url), maxResponseBytes: 8 * 1024 * 1024 };
    await expect(get('https://reports.example/all', egress)).rejects.toThrow(tooLarge('reports.example', '8 MiB'));
    expect(await cut).toBe(true);
  });

  it('holds for the HTTP request utility and every app client, read from TANDEM_HTTP_RESPONSE_MAX_BYTES', async () => {
    bomb = await startGzipBombServer(4);
    const env = { [RESPONSE_MAX_BYTES_ENV]: String(3 * 1024 * 1024) };
    const egress = { ...egressStub(bomb.url), env };
    await expect(httpRequest({ method: 'GET', url: 'https://api.example/feed' }, { egress })).rejects.toThrow(tooLarge('api.example', '3 MiB'));
    const client = createHttpClient({ appId: 'shop', baseUrl: 'https://shop.example', egress });
    await expect(client.get('/orders')).rejects.toThrow(tooLarge('shop.example', '3 MiB'));
    // Under the cap the answer is read whole and decoded.
    const roomy = await get('https://api.example/feed', { ...egress, env: { [RESPONSE_MAX_BYTES_ENV]: String(4 * 1024 * 1024) } });
    expect((await roomy.arrayBuffer()).byteLength).toBe(4 * 1024 * 1024);
  });

  it('counts plain and deflated bodies too; a plain body announced too big is refused before it is read', async () => {
    const small = { maxResponseBytes: 100_000 };
    let url = await startPlain(Buffer.alloc(100_000, 'a'), { 'content-length': '100000' });
    expect((await (await get('https://a.example/', { ...egressStub(url), ...small })).text()).length).toBe(100_000);
    await expect(get('https://a.example/', { ...egressStub(url), maxResponseBytes: 99_999 })).rejects.toThrow(tooLarge('a.example', '99999 bytes'));
    plain?.close();
    url = await startPlain(deflateSync(Buffer.alloc(200_000, 'b')), { 'content-encoding': 'deflate' });
    await expect(get('https://b.example/', { ...egressStub(url), ...small })).rejects.toThrow(tooLarge('b.example', '100000 bytes'));
  });

  it('takes a whole number of bytes from the setting, 50 MiB without it, and says what is wrong otherwise', () => {
    expect(responseMaxBytes({})).toBe(50 * 1024 * 1024);
    expect(responseMaxBytes({ [RESPONSE_MAX_BYTES_ENV]: ' 1048576 ' })).toBe(1_048_576);
    for (const wrong of ['50MB', '-1', '0', '1.5']) {
      expect(() => responseMaxBytes({ [RESPONSE_MAX_BYTES_ENV]: wrong })).toThrow(
        `TANDEM_HTTP_RESPONSE_MAX_BYTES must be a whole number of bytes of at least 1 (such as 52428800 for 50 MiB), not "${wrong}"`,
      );
    }
  });
});
