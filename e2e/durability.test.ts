import { Client, Connection } from '@temporalio/client';
import { buildApp } from '@tandem/services/api';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase } from '@tandem/platform/db';
import { outboxMailer, signUp, type TestUser } from '@tandem/services/testing';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allowEgress } from '../scripts/test-env/allow-egress.js';
import { killWorker as kill, spawnWorker } from '../scripts/test-env/worker-process.js';
import { freePort } from '../scripts/test-env/global-setup.js';
import { startTestTemporal, type TestTemporal } from '../scripts/test-env/test-temporal.js';
import { lit } from '@tandem/catalog';

const get = (name: string, url: string) => ({ name, type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit(url) } });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('durability: runs survive killed workers and a restarted Temporal server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-durability-'));
  const hits = new Map<string, number>();
  let flakyFailures = 0;
  let shop: Server;
  let shopUrl: string;
  let temporalPort: number;
  let server: TestTemporal;
  let connection: Connection;
  let user: TestUser;
  let worker: ChildProcess;
  let workerEnv: Record<string, string>;
  let closeApi: () => Promise<void>;
  let disallow: (() => void) | undefined;

  // The dev server on a database file, or (test:prod-like) the full server on databases of its own.
  const startServer = () => startTestTemporal({ port: temporalPort, store: { dir: dataDir, name: 'temporal_durability' }, databaseUrl: inject('databaseUrl') });

  beforeAll(async () => {
    shop = createServer((req, res) => {
      const path = req.url ?? '';
      if (path === '/flaky' && flakyFailures < 3) {
        flakyFailures += 1;
        return void res.writeHead(503).end('busy');
      }
      hits.set(path, (hits.get(path) ?? 0) + 1);
      res.setHeader('content-type', 'application/json').end('{"ok":true}');
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    // The worker runs in a child process: it inherits the allowance with the environment.
    disallow = allowEgress(shopUrl);
    temporalPort = await freePort();
    server = await startServer();
    connection = await Connection.connect({ address: server.address });
    const db = connectDatabase(inject('databaseUrl'), 3);
    const config = { ...configFromEnv({}), cookieSecure: false, authRateLimit: 1000 };
    const app = await buildApp({ db, temporal: new Client({ connection, dataConverter: dataConverter(db, config) }), config, accountMailer: outboxMailer });
    closeApi = async () => {
      await app.close();
      await db.destroy();
    };
    user = await signUp(app);
    workerEnv = { DATABASE_URL: inject('databaseUrl'), TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: 'default', WORKER_POOLS: 'all' };
    worker = await spawnWorker(workerEnv);
  });

  afterAll(async () => {
    if (worker) await kill(worker);
    await closeApi?.();
    await connection?.close();
    await server?.stop();
    disallow?.();
    shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startRun(name: string, steps: unknown[]): Promise<string> {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const flow = await user.request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } });
    const run = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(run.status).toBe(201);
    return run.body.runId;
  }
  /** The run's state; while no worker answers its query yet the API says 503 (retry), which is not an end. */
  const state = (runId: string) => user.request('GET', `/api/workspaces/${user.workspaceId}/runs/${runId}`).then((r) => (r.status === 503 ? { status: 'running' } : r.body));
  const stepStatus = (runId: string, name: string) => state(runId).then((s) => s.steps.find((step: { name: string }) => step.name === name)?.status);

  it('a run waiting in a wait step completes after its worker is killed with SIGKILL', async () => {
    const runId = await startRun('Wait then call', [{ name: 'pause', type: 'wait', duration: 'PT4S' }, get('after', `${shopUrl}/after-wait`)]);
    await until(() => stepStatus(runId, 'pause'), (s) => s === 'running');
    await kill(worker);
    worker = await spawnWorker(workerEnv);
    const done = await until(() => state(runId), (s) => s.status !== 'running');
    expect(done.status).toBe('completed');
    expect(hits.get('/after-wait')).toBe(1);
  });

  it('a run inside a retrying action completes after its worker is killed, and the call succeeds once', async () => {
    const runId = await startRun('Flaky call', [get('flaky', `${shopUrl}/flaky`)]);
    await until(async () => flakyFailures, (n) => n >= 1);
    await kill(worker);
    worker = await spawnWorker(workerEnv);
    const done = await until(() => state(runId), (s) => s.status !== 'running');
    expect(done.status).toBe('completed');
    expect(done.steps[0].attempts).toBeGreaterThanOrEqual(2);
    expect(hits.get('/flaky')).toBe(1);
  });

  it('a waiting run completes after the Temporal server is stopped and started again on its stored data', async () => {
    const runId = await startRun('Wait across a server restart', [{ name: 'pause', type: 'wait', duration: 'PT3S' }, get('after', `${shopUrl}/after-restart`)]);
    await until(() => stepStatus(runId, 'pause'), (s) => s === 'running');
    await server.stop();
    server = await startServer();
    // The full server (test:prod-like) takes its shards back and answers the worker's polls again only
    // after its membership settles: about 50 s on this machine, against a few seconds for the dev server.
    const done = await until(() => state(runId), (s) => s.status !== 'running', 170_000);
    expect(done.status).toBe('completed');
    expect(hits.get('/after-restart')).toBe(1);
  }, 180_000);
});
