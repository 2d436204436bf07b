import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { buildApp } from '@tandem/services/api';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres } from '@tandem/platform/db';
import { startDevServer } from '@tandem/temporal/server';
import { startWorkers } from '@tandem/workers';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowEgress } from '../test-env/allow-egress.js';
import { freePort } from '../test-env/global-setup.js';

/** A throw-away Postgres, Temporal dev server, in-process workers and a tiny local API to call. */
export async function startBenchStack(log: (line: string) => void) {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const dataDir = mkdtempSync(join(tmpdir(), 'tandem-bench-'));
  log('starting Postgres and the Temporal dev server');
  const [postgres, temporal] = await Promise.all([
    startEmbeddedPostgres({ dataDir, port: await freePort(), ephemeral: true }),
    startDevServer({ port: await freePort(), headless: true, log: () => {} }),
  ]);
  const db = connectDatabase(postgres.url, 5);
  await migrateToLatest(db);
  const config = configFromEnv({});
  log('starting workers (bundling the workflow code)');
  const workers = await startWorkers({ db, temporalAddress: temporal.address, pools: 'all' });
  const connection = await Connection.connect({ address: temporal.address });
  const converter = dataConverter(db, config);
  const client = new Client({ connection, dataConverter: converter });
  const api = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const disallow = allowEgress(apiUrl);
  // Tandem's own API on a real port, for the benchmarks that start runs the way users do.
  const app = await buildApp({ db, temporal: client, config: { ...config, authRateLimit: 1_000_000, hookRateLimit: 1_000_000, cookieSecure: false } });
  const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    db,
    client,
    apiUrl,
    apiBase,
    converter,
    temporalAddress: temporal.address,
    stop: async () => {
      disallow();
      await app.close();
      api.close();
      await workers.shutdown();
      await connection.close();
      await db.destroy();
      await temporal.stop();
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;
