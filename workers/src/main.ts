import { configOrExit } from '@tandem/platform/config';
import { connectDatabase } from '@tandem/platform/db';
import { createConnectionHealth } from '@tandem/platform/connection-health';
import { createMailer } from '@tandem/platform/notifications';
import { createWatchHealth } from '@tandem/platform/watch-health';
import { dbConnections } from './activities/db-connections.js';
import { createUsageMeter } from './activities/usage.js';
import { startWorkers } from './start-workers.js';

/** A worker process alone (docker-compose and production): serves the task queues of WORKER_POOLS. */
const config = configOrExit();
const databaseUrl = process.env.DATABASE_URL;
const temporalAddress = process.env.TEMPORAL_ADDRESS;
if (!databaseUrl || !temporalAddress) {
  console.error('Set DATABASE_URL and TEMPORAL_ADDRESS (or use `npm start`, which runs every pool).');
  process.exit(1);
}
const db = connectDatabase(databaseUrl);
const mailer = createMailer(config);
const workers = await startWorkers({
  db,
  temporalAddress,
  namespace: process.env.TEMPORAL_NAMESPACE,
  pools: process.env.WORKER_POOLS,
  resolveConnection: dbConnections(db, config.connectionSecretKey),
  usage: createUsageMeter(db, { mailer }),
  connectionHealth: createConnectionHealth(db, { mailer }),
  watchHealth: createWatchHealth(db, { mailer }),
});
console.log(`serving ${workers.taskQueues.join(', ')}`);
const stop = () => void workers.shutdown().then(() => db.destroy()).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await workers.done;
