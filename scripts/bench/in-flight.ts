import { performance } from 'node:perf_hooks';
import { percentile, round } from './percentiles.js';

/** How long `fn` takes, in ms. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** `total` runs with `concurrency` in flight: completed runs per second and start-to-completion times (ms). */
export async function inFlight(total: number, concurrency: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) times.push(await timed(run));
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: round(total / seconds, 1), p50: round(percentile(times, 50), 1), p95: round(percentile(times, 95), 1) };
}
