import { ensureTemporalBinary } from '@tandem/temporal/server';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowEgress } from '../test-env/allow-egress.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../test-env/test-stack.js';
import { lit, ref, op } from '@tandem/catalog';

/**
 * Records the histories that workers/src/replay.test.ts replays: real runs of every step type on
 * the real server. Run `npm run record-histories` after a change that alters the commands of workflow
 * code (docs/operations.md § Upgrading workflow code safely).
 */
const folder = new URL('../../temporal/histories/', import.meta.url);
/** Histories are kept, never replaced: each recording adds files under its own label (a date by default). */
const label = process.env.HISTORY_LABEL ?? new Date().toISOString().slice(0, 10);

describe('record replay histories', () => {
  let stack: TestStack;
  let user: TestUser;
  let shop: Server;
  let base: string;
  let disallow: (() => void) | undefined;
  beforeAll(async () => {
    shop = createServer((req, res) => {
      if (req.url?.startsWith('/missing')) return void res.writeHead(404).end('{"error":"missing"}');
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ products: [{ sku: 'a', stock: 2 }, { sku: 'b', stock: 0 }] }));
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    disallow = allowEgress(base);
    stack = await startTestStack();
    user = await signUp(stack.app);
  });
  afterAll(async () => {
    await stack?.stop();
    disallow?.();
    shop?.close();
  });

  async function record(name: string, definition: unknown, after?: (runId: string) => Promise<void>): Promise<void> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition });
    expect(flow.body.latestVersionId).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input: { orderId: 7 } });
    expect(started.status).toBe(201);
    await after?.(started.body.runId);
    await waitForRun(user, started.body.runId);
    // The CLI's JSON export is the format Worker.runReplayHistories reads.
    const cli = await ensureTemporalBinary(() => {});
    const args = ['workflow', 'show', '-w', `run_${started.body.runId}`, '--address', inject('temporalAddress'), '--namespace', stack.namespace, '--output', 'json'];
    writeFileSync(new URL(`${label}-${name}.json`, folder), execFileSync(cli, args));
  }

  it('every step type, nested', async () => {
    await record('every-step-type', {
      version: 1,
      trigger: { type: 'manual' },
      steps: [
        { name: 'fetch', type: 'action', app: 'http', action: 'request.send', input: { url: lit(`${base}/products`) } },
        { name: 'limit_var', type: 'utility', utility: 'variable', input: { name: lit('limit'), valueType: lit('number'), value: lit(1) } },
        { name: 'in_stock', type: 'utility', utility: 'filter', input: { list: ref('fetch', 'body', 'products'), condition: op('gt', ref('item', 'stock'), lit(0)) } },
        { name: 'pause', type: 'wait', duration: 'PT1S' },
        {
          name: 'any',
          type: 'condition',
          condition: op('gt', op('count', ref('in_stock')), lit(0)),
          consequent: [{ name: 'note', type: 'utility', utility: 'comment', input: { text: lit('some in stock') } }],
          alternative: [{ name: 'nothing', type: 'utility', utility: 'comment', input: { text: lit('none') } }],
        },
        {
          name: 'each',
          type: 'iterate',
          items: ref('fetch', 'body', 'products'),
          concurrency: 2,
          steps: [{ name: 'ping', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: op('concat', lit(`${base}/products?sku=`), ref('item', 'sku')) } }],
        },
        {
          name: 'optional',
          type: 'utility',
          utility: 'httpRequest',
          input: { method: lit('GET'), url: lit(`${base}/missing`), retryOnError: lit(false), continueOnError: lit(true) },
        },
        { name: 'summary', type: 'utility', utility: 'transform', input: { list: ref('each'), mapping: ref('item', 'ping', 'statusCode') } },
      ],
    });
  });

  it('a failing run', async () => {
    await record('failed-run', {
      version: 1,
      trigger: { type: 'manual' },
      steps: [{ name: 'broken', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(`${base}/missing`), retryOnError: lit(false) } }],
    });
  });

  it('a cancelled run', async () => {
    await record('cancelled-run', { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'long_wait', type: 'wait', duration: 'PT1H' }] }, async (runId) => {
      await new Promise((r) => setTimeout(r, 500));
      await user.request('POST', `/api/workspaces/${user.workspaceId}/runs/${runId}/cancel`);
    });
  });
});
