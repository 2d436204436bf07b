import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apps } from '@tandem/catalog/apps';
import { configOrExit } from '@tandem/platform/config';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres } from '@tandem/platform/db';
import { postgresTarget, startFullServer } from '@tandem/temporal/server';
import { poolGroups } from '@tandem/workers/pool-groups';
import { logger } from './log.js';
import { startServiceProcess, whenAnswering, whenPrinted, type ServiceProcess } from './prod-like/service-process.js';
import { isStackProcess, runInOwnProcessGroup } from './own-process-group.js';
import { buildWebIfNeeded } from './web-build.js';

/**
 * `npm run start:prod-like`: the production topology on one machine without Docker. Postgres (embedded
 * unless DATABASE_URL), the full Temporal server on it with several history shards (built with Go on
 * first use and cached in .tools/), the namespace and search attributes created with the Temporal CLI,
 * then the API and two worker processes with different WORKER_POOLS, each a process of its own.
 */
const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.TANDEM_DATA_DIR ?? join(root, '.data', 'prod-like'));
const log = logger('tandem');
const numberSetting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The two worker processes: the flows queue alone, every app pool group in the other. */
const PROD_LIKE_WORKERS = [
  { name: 'worker-flows', pools: 'flows', metricsPort: 9465 },
  { name: 'worker-apps', pools: [...poolGroups(Object.values(apps)).keys()].join(','), metricsPort: 9466 },
] as const;

const stops: Array<() => Promise<void>> = [];
let stopping = false;
async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping: the API and the workers finish what they are doing…');
  for (const stop of stops.reverse()) await stop().catch((e: unknown) => log(`while stopping: ${String(e)}`));
  log('stopped; the data stays in ' + dataDir);
  process.exit(code);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  mkdirSync(dataDir, { recursive: true });
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('disconnect', () => void stopAll(0));

  const config = configOrExit();
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: numberSetting('TANDEM_PG_PORT', 5489), log: logger('postgres') });
    stops.push(() => pg.stop());
    databaseUrl = pg.url;
  }
  const db = connectDatabase(databaseUrl, 2);
  const applied = await migrateToLatest(db);
  await db.destroy();
  log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');

  const historyShards = numberSetting('TEMPORAL_HISTORY_SHARDS', 4);
  const server = await startFullServer({
    toolsDir: join(root, '.tools'),
    configDir: join(dataDir, 'temporal'),
    postgres: postgresTarget(databaseUrl, 'temporal'),
    port: numberSetting('TEMPORAL_PORT', 7233),
    metricsPort: numberSetting('TEMPORAL_METRICS_PORT', 9460),
    historyShards,
    namespaces: [config.temporalNamespace],
    log: logger('temporal'),
  });
  stops.push(() => server.stop());

  const env = { DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: config.temporalNamespace };
  const services: ServiceProcess[] = [];
  // Stopped before the server, in turn: the workers let their running steps finish (the API still
  // serves meanwhile), then the API.
  stops.push(async () => {
    const api = services.filter((service) => service.name === 'api');
    await Promise.all(services.filter((service) => !api.includes(service)).map((service) => service.stop()));
    await Promise.all(api.map((service) => service.stop()));
  });
  for (const worker of PROD_LIKE_WORKERS) {
    services.push(
      await startServiceProcess({
        name: worker.name,
        entry: 'workers/src/main.ts',
        cwd: root,
        env: { ...env, WORKER_POOLS: worker.pools, TANDEM_METRICS_ADDRESS: `127.0.0.1:${worker.metricsPort}` },
        ready: whenPrinted('serving'),
      }),
    );
  }
  const webDist = await buildWebIfNeeded(root, log);
  const base = `http://localhost:${config.port}`;
  services.push(
    await startServiceProcess({
      name: 'api',
      entry: 'services/src/api/server.ts',
      cwd: root,
      env: { ...env, PORT: String(config.port), TEMPORAL_UI_URL: '', ...(webDist ? { WEB_DIST: webDist } : {}), TANDEM_METRICS_ADDRESS: '127.0.0.1:9464' },
      ready: whenAnswering(`${base}/api/health`),
      graceMs: 30_000,
    }),
  );

  console.log(
    [
      '',
      `Tandem is up in the production-like mode (${Math.round((Date.now() - startedAt) / 1000)} s):`,
      `  App            ${base}/app/   (site ${base}/, API docs ${base}/api/docs)`,
      `  Health         ${base}/api/health`,
      `  Temporal       ${server.address}   (full server ${server.build.version} on Postgres, ${historyShards} history shards; no UI: docker-compose runs one)`,
      `  Workers        ${PROD_LIKE_WORKERS.map((w) => `${w.name} (WORKER_POOLS=${w.pools})`).join(', ')}`,
      `  Metrics        API http://127.0.0.1:9464/metrics, ${PROD_LIKE_WORKERS.map((w) => `${w.name} http://127.0.0.1:${w.metricsPort}/metrics`).join(', ')}, Temporal ${server.metricsUrl}`,
      `  Postgres       ${databaseUrl.replace(/:[^:@/]+@/, ':***@')}`,
      `  Data           ${dataDir}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

if (isStackProcess()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    void stopAll(1);
  });
} else {
  // Ctrl-C reaches only the launcher, which passes it on here: the parts stop in order.
  runInOwnProcessGroup(import.meta.filename, log);
}
