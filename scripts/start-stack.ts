import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { ensureTemporalBinary, startDevServer, superviseDevServer } from '@tandem/temporal/server';
import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { buildApp, clientTracing, connectTemporal, redactUrl, temporalUiAccess } from '@tandem/services/api';
import { configOrExit } from '@tandem/platform/config';
import { dataConverter, startBlobCleanup } from '@tandem/platform/codec';
import { connectDatabase, migrateToLatest, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@tandem/platform/db';
import { createMailer } from '@tandem/platform/notifications';
import { startRunOutcomeWatcher } from '@tandem/platform/run-outcomes';
import { startTracing } from '@tandem/platform/telemetry/tracing';
import { platformWorkerDeps, startWorkers } from '@tandem/workers';
import { logger } from './log.js';
import { outputFile } from './output-file.js';
import { startBanner } from './start-banner.js';
import { buildWebIfNeeded } from './web-build.js';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.TANDEM_DATA_DIR ?? join(root, '.data'));
const log = logger('tandem');

/** How long a stop lets running steps finish (`WORKER_SHUTDOWN_GRACE_SECONDS`, as for a worker process). */
const graceSeconds = Number(process.env.WORKER_SHUTDOWN_GRACE_SECONDS ?? 30);

async function main(): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  // Stopped first: the workers take no new task and let running steps finish, while the API, Temporal and Postgres still serve them.
  const draining: { workers?: () => Promise<void> } = {};
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (draining.workers) log(`stopping: the workers take no new steps; running steps get up to ${graceSeconds} s to finish…`);
    else log('stopping…');
    await draining.workers?.().catch((e: unknown) => log(`while stopping the workers: ${String(e)}`));
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => log(`while stopping: ${String(e)}`));
    log('stopped; the data stays in ' + dataDir);
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  // The launcher went away without a word (killed): stop as if asked.
  process.on('disconnect', () => void stopAll(0));

  const config = configOrExit();
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; stopped last, after the API and workers, so their last spans go out.
  const tracing = startTracing(config.tracing, 'tandem');
  if (tracing) stops.push(() => tracing.shutdown());
  // The slow parts of a first start run side by side with Postgres: the web app's build and
  // fetching the Temporal CLI (a no-op when both are cached).
  const webDist = process.env.WEB_DIST ? Promise.resolve(process.env.WEB_DIST) : buildWebIfNeeded(root, log);
  const temporalBinary = process.env.TEMPORAL_ADDRESS ? undefined : ensureTemporalBinary(logger('temporal'));
  for (const pending of [webDist, temporalBinary]) pending?.catch(() => {}); // awaited below, where a failure stops the start
  // Postgres' and Temporal's own output goes to files; the terminal shows it only when they fail.
  const logDir = join(dataDir, 'logs');
  let databaseUrl = process.env.DATABASE_URL;
  const pgPort = Number(process.env.TANDEM_PG_PORT ?? 5488);
  if (!databaseUrl) {
    const pg: EmbeddedPostgresHandle = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: pgPort,
      log: logger('postgres'),
      output: outputFile(join(logDir, 'postgres.log')),
    });
    stops.push(() => pg.stop());
    databaseUrl = pg.url;
  }
  const db = connectDatabase(databaseUrl);
  stops.push(() => db.destroy());
  const applied = await migrateToLatest(db);
  if (applied.length) log(`migrations applied: ${applied.length}`);

  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  let temporalUiUrl = process.env.TEMPORAL_UI_URL;
  if (!temporalAddress) {
    await temporalBinary;
    const temporalLog = logger('temporal');
    const temporalOutput = outputFile(join(logDir, 'temporal.log'));
    const startServer = () =>
      startDevServer({
        port: Number(process.env.TEMPORAL_PORT ?? 7233),
        uiPort: Number(process.env.TEMPORAL_UI_PORT ?? 8233),
        dbFile: join(dataDir, 'temporal.db'),
        // The Temporal UI decodes (decrypts, loads offloaded) payloads through the API, for signed-in members and operators.
        codecEndpoint: `${config.publicUrl}/codec`,
        // Read-only unless an operator enables writes.
        uiWrites: process.env.TEMPORAL_UI_WRITES === 'true',
        // Its HTTP API only for users signed in to Tandem (operators only, once TANDEM_OPERATOR_EMAILS names them).
        uiAuthorize: temporalUiAccess(db, config),
        log: temporalLog,
        output: temporalOutput,
      });
    // A server that dies is started again (its data file keeps the runs); one that keeps dying stops everything.
    const server = await superviseDevServer(startServer, {
      log,
      onGiveUp: (message) => {
        log(`${message}. Stopping Tandem: the runs are kept in ${dataDir}; run npm start again once the cause is fixed.`);
        void stopAll(1);
      },
    });
    stops.push(() => server.stop());
    temporalAddress = server.current().address;
    temporalUiUrl = server.current().uiUrl;
  }
  config.temporalUiUrl = temporalUiUrl;

  const workerLog = logger('worker');
  // App pools serve activities only; Temporal says so once per queue, which is expected, not a warning.
  const expected = (message: string) => message.includes('No workflows registered');
  Runtime.install({ logger: new DefaultLogger('WARN', (entry) => void (expected(entry.message) || workerLog(`${entry.level} ${entry.message}`))) });
  const mailer = createMailer(config);
  const workers = await startWorkers({
    temporalAddress,
    namespace: config.temporalNamespace,
    pools: process.env.WORKER_POOLS,
    db,
    ...platformWorkerDeps(db, { connectionSecretKey: config.connectionSecretKey, mailer, appUrl: config.appUrl }),
    shutdownGraceMs: graceSeconds * 1000,
    ...(tracing ? { tracing } : {}),
  });
  draining.workers = () => workers.shutdown();

  const connection = await connectTemporal(temporalAddress, config.runQueryTimeoutMs);
  stops.push(() => connection.close());
  const converter = dataConverter(db, config);
  const temporal = new Client({ connection, namespace: config.temporalNamespace, dataConverter: converter, ...clientTracing(tracing) });
  // The API and a flows worker share this process: runs start eagerly on the worker's connection.
  const eagerRunStarts = workers.taskQueues.includes(FLOWS_TASK_QUEUE)
    ? new Client({ connection: workers.connection, namespace: config.temporalNamespace, dataConverter: converter, ...clientTracing(tracing) })
    : undefined;
  stops.push(startBlobCleanup(db));
  stops.push(startRunOutcomeWatcher({ db, temporal, mailer }, { log: logger('runs') }));
  const app = await buildApp({ db, temporal, eagerRunStarts, config, webDist: await webDist, ...(tracing ? { tracer: tracing.tracer } : {}) });
  // One line per request only when asked for: the terminal is for the banner and the account mails.
  if (process.env.LOG_REQUESTS === 'true') {
    const apiLog = logger('api');
    app.addHook('onResponse', async (request, reply) => {
      apiLog(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`);
    });
  }
  stops.push(() => app.close());
  await app.listen({ port: config.port, host: process.env.HOST ?? '127.0.0.1' });

  console.log(
    startBanner({
      port: config.port,
      temporalUiUrl,
      temporalAddress,
      postgres: process.env.DATABASE_URL ? undefined : `127.0.0.1:${pgPort}`,
      dataDir,
      logDir,
      workers: workers.taskQueues.length,
      mailsPrinted: !config.smtpUrl,
      graceSeconds,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
