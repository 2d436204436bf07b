import { Client } from '@temporalio/client';
import { prepareNamespace } from '@tandem/temporal/server';
import { configOrExit } from '@tandem/platform/config';
import { dataConverter } from '@tandem/platform/codec';
import { connectDatabase, migrateToLatest } from '@tandem/platform/db';
import { createMailer } from '@tandem/platform/notifications/mailer';
import { startRunOutcomeWatcher } from '@tandem/platform/run-outcomes';
import { startTracing } from '@tandem/platform/telemetry/tracing';
import { buildApp } from './app.js';
import { clientTracing } from './client-tracing.js';
import { connectTemporal } from './temporal-connection.js';
import { createApiMetrics, serveMetrics } from './metrics.js';

/** The API alone (docker-compose and production): DATABASE_URL and TEMPORAL_ADDRESS are required. */
const config = configOrExit();
const databaseUrl = process.env.DATABASE_URL;
const temporalAddress = process.env.TEMPORAL_ADDRESS;
if (!databaseUrl || !temporalAddress) {
  console.error('Set DATABASE_URL and TEMPORAL_ADDRESS (or use `npm start`, which starts embedded ones).');
  process.exit(1);
}
config.temporalUiUrl = process.env.TEMPORAL_UI_URL;
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set.
const tracing = startTracing(config.tracing, 'tandem-api');
const db = connectDatabase(databaseUrl);
await migrateToLatest(db);
// Every call answers or fails within RUN_QUERY_TIMEOUT_MS: a stopped Temporal server means a quick 503.
const connection = await connectTemporal(temporalAddress, config.runQueryTimeoutMs);
// Retention and the four search attributes, idempotently (a server not started by `npm start` lacks them).
await prepareNamespace(connection, config.temporalNamespace);
const temporal = new Client({ connection, namespace: config.temporalNamespace, dataConverter: dataConverter(db, config), ...clientTracing(tracing) });
const stopRunOutcomes = startRunOutcomeWatcher({ db, temporal, mailer: createMailer(config) });
const app = await buildApp(
  { db, temporal, config, webDist: process.env.WEB_DIST ?? 'web/dist', ...(tracing ? { tracer: tracing.tracer } : {}) },
  { logger: true },
);
// Prometheus metrics on their own address, never on the public port.
const metricsAddress = process.env.TANDEM_METRICS_ADDRESS;
const metrics = metricsAddress ? createApiMetrics(db) : undefined;
metrics?.register(app);
const metricsServer = metrics && metricsAddress ? await serveMetrics(metrics.registry, metricsAddress) : undefined;
const shutdown = async () => {
  metricsServer?.close();
  await app.close();
  await stopRunOutcomes();
  await connection.close();
  await db.destroy();
  await tracing?.shutdown();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
await app.listen({ port: config.port, host: process.env.HOST ?? '127.0.0.1' });
