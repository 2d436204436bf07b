import { configOrExit } from '@tandem/platform/config';
import { connectDatabase } from '@tandem/platform/db';
import { createMailer } from '@tandem/platform/notifications';
import { startTracing } from '@tandem/platform/telemetry/tracing';
import { Runtime } from '@temporalio/worker';
import { platformWorkerDeps } from './platform-deps.js';
import { startWorkers } from './start-workers.js';
import { installWorkerRuntime } from './telemetry/worker-runtime.js';

/**
 * A worker process alone (docker-compose, `npm run start:prod-like`, production): serves the task
 * queues of WORKER_POOLS, logs JSON lines, serves Prometheus metrics on TANDEM_METRICS_ADDRESS, and on
 * SIGTERM stops polling and lets running activities finish for WORKER_SHUTDOWN_GRACE_SECONDS (30).
 * With OTEL_EXPORTER_OTLP_ENDPOINT set it also sends traces of the runs and their activities.
 */
const config = configOrExit();
const databaseUrl = process.env.DATABASE_URL;
const temporalAddress = process.env.TEMPORAL_ADDRESS;
if (!databaseUrl || !temporalAddress) {
  console.error('Set DATABASE_URL and TEMPORAL_ADDRESS (or use `npm start`, which runs every pool).');
  process.exit(1);
}
installWorkerRuntime({ metricsAddress: process.env.TANDEM_METRICS_ADDRESS || undefined });
const log = Runtime.instance().logger;
const db = connectDatabase(databaseUrl);
const mailer = createMailer(config);
const graceSeconds = Number(process.env.WORKER_SHUTDOWN_GRACE_SECONDS ?? 30);
const tracing = startTracing(config.tracing, 'tandem-worker');
const workers = await startWorkers({
  db,
  temporalAddress,
  namespace: process.env.TEMPORAL_NAMESPACE,
  pools: process.env.WORKER_POOLS,
  ...platformWorkerDeps(db, { connectionSecretKey: config.connectionSecretKey, mailer, appUrl: config.appUrl }),
  shutdownGraceMs: graceSeconds * 1000,
  ...(tracing ? { tracing } : {}),
});
log.info(`serving ${workers.taskQueues.join(', ')}`, { taskQueues: workers.taskQueues });
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: no new tasks; running activities get ${graceSeconds} s to finish`, { signal });
  workers
    .shutdown()
    .then(() => db.destroy())
    // The spans of the last activities still go out.
    .then(() => tracing?.shutdown())
    .then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
await workers.done;
