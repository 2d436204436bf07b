import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { lit, op, ref, type Definition } from '@tandem/catalog';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import type { BenchStack } from './bench-stack.js';
import { directRunInput } from './direct-run.js';

const ITEMS = 1_000_000;

/**
 * An iterate over 1,000,000 numbers (the trigger payload, about 6.9 MB) with a pure transform per
 * item, through Temporal: its time, the chunks it ran in, what the run's history and Postgres's
 * payload blobs grew by, and the bench process's peak memory.
 */
export async function millionIterate(stack: BenchStack) {
  const body = [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item'), lit(2)) } }];
  const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'each', type: 'iterate', items: ref('trigger', 'items'), steps: body }] } as unknown as Definition;
  const payload = { items: Array.from({ length: ITEMS }, (_, i) => i) };
  const input = directRunInput(stack, definition, payload);
  const blobBytes = async () => Number((await stack.db.selectFrom('payloadBlobs').select((eb) => eb.fn.sum<string>('size').as('bytes')).executeTakeFirst())?.bytes ?? 0);
  const before = await blobBytes();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const workflowId = `bench_million_${ulid()}`;
  const start = performance.now();
  const result = (await stack.client.workflow.execute('runFlow', { taskQueue: FLOWS_TASK_QUEUE, workflowId, args: [input] })) as { status: string; steps: { path: string; output?: unknown }[] };
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const output = result.steps.find((step) => step.path === 'each')?.output as unknown[] | undefined;
  if (result.status !== 'completed' || output?.length !== ITEMS) throw new Error(`the iterate over ${ITEMS} items ended ${result.status} with ${output?.length} results`);
  const description = await stack.client.workflow.getHandle(workflowId).describe();
  const inputBytes = JSON.stringify(payload.items).length;
  const blobs = (await blobBytes()) - before;
  return {
    items: ITEMS,
    seconds: Math.round(seconds),
    itemsPerSecond: Math.round(ITEMS / seconds),
    chunks: Math.ceil(ITEMS / 2000),
    inputMb: +(inputBytes / 1e6).toFixed(1),
    blobsMb: +(blobs / 1e6).toFixed(1),
    blobsPerInput: +(blobs / inputBytes).toFixed(2),
    historyEvents: description.historyLength,
    historyMb: +((description.historySize ?? 0) / 1e6).toFixed(1),
    peakRssMb: Math.round(peak / 1024 / 1024),
  };
}

/** The section of docs/benchmarks.md. */
export function millionIterateSection(r: Awaited<ReturnType<typeof millionIterate>>): string[] {
  return [
    '## An iterate over 1,000,000 items',
    '',
    'A `transform` per item over 1,000,000 numbers given in the trigger payload (scripts/bench/million-iterate.ts). The items run',
    'in child workflows of 2,000 items each; each chunk gets its own slice, and only the bindings its body refers to.',
    '',
    '| items | seconds | items/s | chunks | input (MB) | payload blobs written (MB) | blobs / input (target < 3) | run history: events, MB | peak RSS (MB) |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${r.items} | ${r.seconds} | ${r.itemsPerSecond} | ${r.chunks} | ${r.inputMb} | ${r.blobsMb} | ${r.blobsPerInput} | ${r.historyEvents}, ${r.historyMb} | ${r.peakRssMb} |`,
    '',
  ];
}
