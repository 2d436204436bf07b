import { startWorkers } from './start-workers.js';

/** A worker process alone (docker-compose and production): serves the task queues of WORKER_POOLS. */
const temporalAddress = process.env.TEMPORAL_ADDRESS;
if (!temporalAddress) {
  console.error('Set TEMPORAL_ADDRESS (or use `npm start`, which runs every pool).');
  process.exit(1);
}
const workers = await startWorkers({ temporalAddress, namespace: process.env.TEMPORAL_NAMESPACE, pools: process.env.WORKER_POOLS });
console.log(`serving ${workers.taskQueues.join(', ')}`);
const stop = () => void workers.shutdown().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await workers.done;
