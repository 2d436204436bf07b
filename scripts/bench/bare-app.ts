import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { Agent, request } from 'node:http';
import type { BareActivities } from './bare-workflows.js';

/**
 * The bare SDK app of the user-stack bench (scripts/bench/user-stack-bench.ts), in a process of its
 * own as anyone would run it: the hand-written workflows of bare-workflows.ts with the SDK's default
 * data converter, on the same Temporal server as the stack. Two variants at once:
 * - `BARE_APP_QUEUES.same`: workflows and their activities on one task queue (the server may hand an
 *   activity to the workflow's own worker eagerly);
 * - `BARE_APP_QUEUES.split` with activities on `BARE_APP_QUEUES.activities`, as Tandem's per-app pools
 *   require.
 * Prints `ready` once polling; stops on SIGTERM.
 */
export const BARE_APP_QUEUES = { same: 'bare-app-same', split: 'bare-app-split', activities: 'bare-app-activities' } as const;

/** Kept-alive connections, as Tandem's `http` action keeps them. */
const agent = new Agent({ keepAlive: true });

const get: BareActivities['get'] = (url) =>
  new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text) as unknown));
    })
      .once('error', reject)
      .end();
  });

async function main(address: string) {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address });
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: new URL('./bare-workflows.ts', import.meta.url).pathname, logger: new DefaultLogger('WARN') });
  const workers = await Promise.all([
    Worker.create({ connection, taskQueue: BARE_APP_QUEUES.same, workflowBundle, activities: { get } }),
    Worker.create({ connection, taskQueue: BARE_APP_QUEUES.split, workflowBundle }),
    Worker.create({ connection, taskQueue: BARE_APP_QUEUES.activities, activities: { get } }),
  ]);
  const running = Promise.all(workers.map((w) => w.run()));
  process.on('SIGTERM', () => workers.forEach((w) => w.shutdown()));
  process.stdout.write('ready\n');
  await running;
  await connection.close();
  process.exit(0);
}

if (process.argv[1] === import.meta.filename) await main(process.argv[2] ?? '');
