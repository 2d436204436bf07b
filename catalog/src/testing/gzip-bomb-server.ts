import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { allowEgress } from './allow-egress.js';

/** One gzip member: 1 MiB of zeros in about 1 KiB. Members one after the other decode to their contents one after the other. */
const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });

/** A gzip body of about `mebibytes` KiB that decodes to `mebibytes` MiB. */
export function gzipBomb(mebibytes: number): Buffer {
  return Buffer.concat(Array.from({ length: mebibytes }, () => member));
}

export interface GzipBombServer {
  url: string;
  /** How many requests it has answered so far. */
  requestCount(): number;
  /** Resolves once an answer is over: `true` when the client hung up before the whole body was sent. */
  nextAnswerCut(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A local server (allowed in this process's egress policy until it closes) that answers every
 * request with a gzip body of `mebibytes` MiB once decoded, or, without `mebibytes`, one that never
 * ends: it writes as fast as the client reads, until the client hangs up.
 */
export async function startGzipBombServer(mebibytes?: number): Promise<GzipBombServer> {
  const waiting: Array<(cut: boolean) => void> = [];
  let requests = 0;
  const server = createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.on('close', () => waiting.shift()?.(!res.writableFinished));
    if (mebibytes !== undefined) {
      res.end(gzipBomb(mebibytes));
      return;
    }
    const more = () => {
      let room = true;
      while (room && !res.destroyed) room = res.write(member);
    };
    res.on('drain', more);
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const disallow = allowEgress(url);
  return {
    url,
    requestCount: () => requests,
    nextAnswerCut: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        disallow();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
