import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { buildApp } from '@tandem/services/api';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres } from '@tandem/platform/db';
import { createMailer } from '@tandem/platform/notifications';
import { startRunOutcomeWatcher } from '@tandem/platform/run-outcomes';
import { platformWorkerDeps, startWorkers } from '@tandem/workers';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowEgress } from '../test-env/allow-egress.js';
import { signUpBenchUser } from './bench-api.js';
import { freePort } from '../test-env/global-setup.js';
import { startTestTemporalBeside, type TestTemporalKind } from '../test-env/test-temporal.js';

export type BenchStackOptions = {
  /**
   * The dev server (default; its data in memory unless `devServerFile`) or the production-like full
   * server on the bench's Postgres with 4 history shards (scripts/test-env/test-temporal.ts).
   */
  temporal?: TestTemporalKind;
  /** The dev server keeps its data in a SQLite file with `npm start`'s settings. */
  devServerFile?: boolean;
  /** Connections of the pool the API and the workers share (5). */
  databasePool?: number;
  /** The run watcher closes the runs index's rows and notifies, as in the API process of `npm start`. */
  runOutcomes?: boolean;
};

/** A throw-away Postgres, Temporal, in-process workers and a tiny local API to call. */
export async function startBenchStack(log: (line: string) => void, options: BenchStackOptions = {}) {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-'));
  const kind = options.temporal ?? 'dev';
  log(`starting Postgres and the Temporal ${kind === 'dev' ? 'dev server' : 'full server on it'}`);
  const postgresReady = startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true });
  // The dev server's file lives apart: Postgres wants a directory of its own.
  const temporalDir = options.devServerFile ? mkdtempSync(join(tmpdir(), 'tandem-bench-temporal-')) : undefined;
  const temporalReady = startTestTemporalBeside(postgresReady, { kind, port: await freePort(), ...(temporalDir ? { store: { dir: temporalDir, name: 'temporal' } } : {}) });
  const [postgres, temporal] = await Promise.all([postgresReady, temporalReady]);
  const db = connectDatabase(postgres.url, options.databasePool ?? 5);
  await migrateToLatest(db);
  const config = configFromEnv({});
  log('starting workers (bundling the workflow code)');
  // The same bookkeeping as npm start's workers: connections, credits, connection and watch health.
  const workers = await startWorkers({ db, temporalAddress: temporal.address, pools: 'all', ...platformWorkerDeps(db, { connectionSecretKey: config.connectionSecretKey }) });
  const connection = await Connection.connect({ address: temporal.address });
  const converter = dataConverter(db, config);
  const client = new Client({ connection, dataConverter: converter });
  // As in npm start: the API starts runs eagerly on the connection of the flows worker of its process.
  const eagerRunStarts = new Client({ connection: workers.connection, dataConverter: converter });
  const api = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const disallow = allowEgress(apiUrl);
  // Tandem's own API on a real port, for the benchmarks that start runs the way users do.
  const app = await buildApp({ db, temporal: client, eagerRunStarts, config: { ...config, authRateLimit: 1_000_000, hookRateLimit: 1_000_000, cookieSecure: false } });
  const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
  // Runs the benches start on the client directly belong to a real workspace: their actions are metered like any run's.
  const { workspaceId } = await signUpBenchUser(apiBase, db);
  const stopRunOutcomes = options.runOutcomes ? startRunOutcomeWatcher({ db, temporal: client, mailer: createMailer(config) }, { log }) : undefined;
  return {
    db,
    databaseUrl: postgres.url,
    client,
    apiUrl,
    apiBase,
    /** The workspace of the runs started without the API (see `directRunInput`). */
    workspaceId,
    converter,
    workers,
    temporalAddress: temporal.address,
    /** The processes beside this one, whose CPU time the benches read: the Temporal server and the postmaster. */
    pids: () => ({ temporal: temporal.pid ?? Number.NaN, postgres: postgres.pid() }),
    stop: async () => {
      disallow();
      await stopRunOutcomes?.();
      await app.close();
      api.close();
      await workers.shutdown();
      await connection.close();
      await db.destroy();
      await temporal.stop();
      await postgres.stop();
      for (const dir of [dataDir, temporalDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;
