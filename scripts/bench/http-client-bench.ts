import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findAction } from '@tandem/catalog/apps';
import { runAction } from '@tandem/catalog/runtime';
import { createHttpClient } from '@tandem/catalog/sdk';
import { percentile, round } from './percentiles.js';

/**
 * What the actions' HTTP client costs per request over Node's own `http.request`
 * (`npx tsx scripts/bench/http-client-bench.ts`), in one process against a local server, one request
 * after the other on kept-alive sockets:
 * - `paging`: BENCH_HTTP_REQUESTS requests on one client with one cancellation signal, as an action that
 *   pages through that many pages;
 * - `action`: the `http` app's `request.send` run as a step runs it (input and output checks, a new
 *   client and cancellation signal for each request);
 * - `bare`: `http.request` on a kept-alive agent, the body parsed as JSON.
 * BENCH_HTTP_ROUNDS rounds (8), the three in turn, the first round a warm-up; medians of µs per request.
 */
const REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 8);

const target = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/page`;
// The egress policy lets flows reach this loopback server only when told to, as for any local fake.
process.env.TANDEM_EGRESS_ALLOW = new URL(url).host;

const agent = new Agent({ keepAlive: true });
const bareGet = () =>
  new Promise<unknown>((resolve, reject) => {
    request(url, { agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text)));
    })
      .once('error', reject)
      .end();
  });

const sendAction = findAction('http', 'request.send')!;

const kinds = {
  bare: async () => {
    for (let i = 0; i < REQUESTS; i++) await bareGet();
  },
  paging: async () => {
    const client = createHttpClient({ signal: new AbortController().signal });
    for (let i = 0; i < REQUESTS; i++) await client.get(url);
  },
  action: async () => {
    for (let i = 0; i < REQUESTS; i++) {
      await runAction(sendAction, { input: { method: 'get', url }, auth: null, config: {}, signal: new AbortController().signal, idempotencyKey: 'bench', workspaceId: 'bench' });
    }
  },
};

const micros: Record<keyof typeof kinds, number[]> = { bare: [], paging: [], action: [] };
for (let r = 0; r < ROUNDS; r++) {
  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    const started = performance.now();
    await kinds[kind]();
    if (r > 0) micros[kind].push(((performance.now() - started) * 1000) / REQUESTS);
  }
}
const median = (list: number[]) => round(percentile(list, 50), 1);
console.log(JSON.stringify({ requests: REQUESTS, rounds: ROUNDS - 1, bare: median(micros.bare), paging: median(micros.paging), action: median(micros.action) }));
target.close();
agent.destroy();
