import { Client } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { loadavg } from 'node:os';
import { percentile, round } from './percentiles.js';
import { startUserStack } from './user-stack.js';

/**
 * What an eager workflow start costs the caller, in a bare SDK app (`npx tsx scripts/bench/eager-start-bench.ts`):
 * on the Temporal server of `npm start`'s stack, a worker of the bare workflows and a client on the
 * worker's own connection in one process start `barePure` 10 at a time, each awaited to its result,
 * in alternating phases with `requestEagerStart` on and off. Prints the runs per second and the p50
 * of the `workflow.start` call. Tandem's API starts runs eagerly (docs/performance.md): this is the
 * engine's share of its start-run time.
 */
const RUNS = Number(process.env.BENCH_EAGER_RUNS ?? 300);
const QUEUE = 'eager-start-bench';

Runtime.install({ logger: new DefaultLogger('WARN') });
// The stack only for its Temporal server: it serves one app queue, which this bench never uses.
const stack = await startUserStack(console.log, { pools: 'app.http' });
try {
  const connection = await NativeConnection.connect({ address: stack.temporalAddress });
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: new URL('./bare-workflows.ts', import.meta.url).pathname, logger: new DefaultLogger('WARN') });
  const worker = await Worker.create({ connection, taskQueue: QUEUE, workflowBundle });
  const running = worker.run();
  const client = new Client({ connection });
  const items = Array.from({ length: 10 }, (_, i) => i);
  const phase = async (eager: boolean, total: number) => {
    const starts: number[] = [];
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next++ < total) {
          const at = performance.now();
          const handle = await client.workflow.start('barePure', { taskQueue: QUEUE, workflowId: `eager_${eager}_${next}_${Date.now()}`, args: [items], requestEagerStart: eager });
          starts.push(performance.now() - at);
          await handle.result();
        }
      }),
    );
    return { eager, runsPerSecond: round(total / ((performance.now() - began) / 1000), 1), startP50: round(percentile(starts, 50), 1), load: round(loadavg()[0]!, 1) };
  };
  await phase(true, 50);
  await phase(false, 50);
  for (let r = 0; r < 2; r++) for (const eager of r === 0 ? [true, false] : [false, true]) console.log(JSON.stringify(await phase(eager, RUNS)));
  await worker.shutdown();
  await running;
  await connection.close();
} finally {
  await stack.stop();
}
process.exit(0);
