/**
 * How much the dev server's settings save on a run of five `http` actions: one configuration per
 * call, so each gets a fresh server, Postgres and worker bundle.
 *
 *   npx tsx scripts/bench/dev-server-settings-bench.ts <temporal binary> <plain|tuned> [memory|file-default|file-wal]
 *
 * `plain` starts the server as `temporal server start-dev` comes; `tuned` adds the dynamic config of
 * temporal/src/server/dev-server-settings.ts, and `file-wal` its SQLite pragmas too.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { lit, type Definition } from '@tandem/catalog';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres } from '@tandem/platform/db';
import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { DEV_SERVER_DYNAMIC_CONFIG, DEV_SERVER_SQLITE_PRAGMAS, prepareNamespace } from '@tandem/temporal/server';
import { startWorkers } from '@tandem/workers';
import { ulid } from 'ulid';
import { allowEgress } from '../test-env/allow-egress.js';
import { freePort } from '../test-env/global-setup.js';
import { percentile, round } from './percentiles.js';

const [binary, mode = 'tuned', storage = 'memory'] = process.argv.slice(2);
if (!binary || !['plain', 'tuned'].includes(mode) || !['memory', 'file-default', 'file-wal'].includes(storage)) {
  console.error('usage: dev-server-settings-bench.ts <temporal binary> <plain|tuned> [memory|file-default|file-wal]');
  process.exit(2);
}

Runtime.install({ logger: new DefaultLogger('ERROR') });
const dataDir = mkdtempSync(join(tmpdir(), 'tandem-devserver-bench-'));
const pgDir = mkdtempSync(join(tmpdir(), 'tandem-devserver-bench-pg-'));
const port = await freePort();
const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--headless', '--log-level', 'error'];
if (storage !== 'memory') args.push('--db-filename', join(dataDir, 'temporal.db'));
if (mode === 'tuned') for (const [key, value] of Object.entries(DEV_SERVER_DYNAMIC_CONFIG)) args.push('--dynamic-config-value', `${key}=${value}`);
if (storage === 'file-wal') for (const [key, value] of Object.entries(DEV_SERVER_SQLITE_PRAGMAS)) args.push('--sqlite-pragma', `${key}=${value}`);
const server = spawn(binary, args, { stdio: 'ignore' });

const address = `127.0.0.1:${port}`;
let connection: Connection | undefined;
for (let tries = 0; !connection; tries++) {
  try {
    connection = await Connection.connect({ address, connectTimeout: 1_000 });
    await connection.workflowService.getSystemInfo({});
  } catch (error) {
    connection = undefined;
    if (tries > 120) throw error;
    await new Promise((r) => setTimeout(r, 250));
  }
}
await prepareNamespace(connection, 'default');

const postgres = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), ephemeral: true });
const db = connectDatabase(postgres.url, 5);
await migrateToLatest(db);
const workers = await startWorkers({ db, temporalAddress: address, pools: 'all' });
const client = new Client({ connection, dataConverter: dataConverter(db, configFromEnv({})) });
const api = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
const disallow = allowEgress(apiUrl);

const ACTIONS = 5;
const steps = Array.from({ length: ACTIONS }, (_, i) => ({ name: `call_${i}`, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${apiUrl}/step/${i}`) } }));
const definition = { version: 1, trigger: { type: 'manual' }, steps } as unknown as Definition;
const run = async () => {
  const started = performance.now();
  await client.workflow.execute('runFlow', {
    taskQueue: FLOWS_TASK_QUEUE,
    workflowId: `bench_d_${ulid()}`,
    args: [{ runId: ulid(), workspaceId: 'BENCH', flowId: 'BENCH', versionId: 'BENCH', flowName: 'bench', definition, trigger: { type: 'manual', payload: null } }],
  });
  return performance.now() - started;
};
for (let i = 0; i < 5; i++) await run();
const latencies: number[] = [];
for (let i = 0; i < 30; i++) latencies.push(await run());
const p50 = percentile(latencies, 50);
console.log(
  JSON.stringify({ binary, mode, storage, runs: latencies.length, p50: round(p50, 1), p95: round(percentile(latencies, 95), 1), msPerAction: round(p50 / ACTIONS, 1) }),
);

disallow();
api.close();
await workers.shutdown();
await connection.close();
await db.destroy();
server.kill('SIGTERM');
await postgres.stop();
for (const dir of [dataDir, pgDir]) rmSync(dir, { recursive: true, force: true });
process.exit(0);
