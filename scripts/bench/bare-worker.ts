import { NativeConnection, Worker } from '@temporalio/worker';
import type { BareActivities } from './bare-workflows.js';
import type { BenchStack } from './bench-stack.js';

/** The task queue of the bare SDK app the benches hold Tandem up against. */
export const BARE_QUEUE = 'bench-bare';

/**
 * The bare SDK app: a worker of its own on the bench's server with the hand-written workflows of
 * bare-workflows.ts, an activity that makes one HTTP GET, and the same data converter as Tandem's.
 */
export async function startBareWorker(stack: BenchStack) {
  const connection = await NativeConnection.connect({ address: stack.temporalAddress });
  const activities: BareActivities = { get: async (url) => (await fetch(url)).json() };
  const worker = await Worker.create({ connection, taskQueue: BARE_QUEUE, workflowsPath: new URL('./bare-workflows.ts', import.meta.url).pathname, activities, dataConverter: stack.converter });
  const running = worker.run();
  return {
    stop: async () => {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
