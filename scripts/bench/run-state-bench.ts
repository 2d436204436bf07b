import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { lit, op, ref } from '@tandem/catalog';
import { buildApp } from '@tandem/services/api';
import { configFromEnv } from '@tandem/platform/config';
import { RECORDED_ITEMS } from '../../temporal/src/workflows/iterate-chunking.js';
import { startBenchStack, type BenchStack } from './bench-stack.js';
import { percentile, round } from './percentiles.js';
import { startedWorkflow } from '../test-env/started-workflow.js';

const ITEMS = 100_000;
/** The run state keeps the steps of a chunked iterate's first items one by one (and later only failed ones). */
const RECORDED = Math.min(ITEMS, RECORDED_ITEMS);
export const RUN_STATE_HEADING = '## Reading a run of 100,000 steps';

/** The API in process on the bench's Postgres and Temporal, with one signed-up user. */
async function apiWithUser(stack: BenchStack) {
  const config = { ...configFromEnv({}), authRateLimit: 10_000, cookieSecure: false };
  const app = await buildApp({ db: stack.db, temporal: stack.client, config });
  const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `bench-${Date.now()}@example.test`, password: 'correct horse battery', name: 'Bench' } });
  const cookies = Object.fromEntries(signup.cookies.map((c) => [c.name, c.value]));
  const headers = { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': cookies.csrf_token ?? '' };
  const ws = `/api/workspaces/${(signup.json() as { workspace: { workspaceId: string } }).workspace.workspaceId}`;
  const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, bytes: res.rawPayload.length };
  };
  return { app, ws, request };
}

/**
 * Reads of a run whose iterate runs 100,000 items (the run state keeps the steps of the first 10,000), as the app reads it: the run with its first page
 * of 200 step summaries. While it runs (a query the worker answers) and once it completed (its result,
 * then kept in the API), and how many payload blobs the reads stored.
 */
export async function runStateBenchmark(stack: BenchStack) {
  const { app, ws, request } = await apiWithUser(stack);
  const items = { items: Array.from({ length: ITEMS }, (_, i) => i) };
  const each = { name: 'each', type: 'iterate', items: ref('trigger', 'items'), steps: [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item'), lit(2)) } }] };
  const start = async (name: string, steps: unknown[]) => {
    const inputSchema = { type: 'object', properties: { items: { type: 'array', items: { type: 'integer' } } } };
    const flow = await request('POST', `${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, inputSchema, steps } });
    const started = await request('POST', `${ws}/flows/${String(flow.body.flowId)}/runs`, { input: items });
    if (started.status !== 201) throw new Error(`the run did not start: ${JSON.stringify(started.body)}`);
    return { run: `${ws}/runs/${String(started.body.runId)}`, handle: await startedWorkflow(stack.client, `run_${String(started.body.runId)}`) };
  };
  const timedRead = async (url: string) => {
    const begin = performance.now();
    const res = await request('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { ms: performance.now() - begin, res };
  };
  const reads = async (url: string, count: number) => {
    const list: number[] = [];
    for (let i = 0; i < count; i++) list.push((await timedRead(url)).ms);
    return list;
  };
  const blobs = async () => Number((await stack.db.selectFrom('payloadBlobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    // 1. A running run with all its steps done, waiting (the worker answers the query from its cache).
    const waiting = await start('Many steps, then a wait', [each, { name: 'pause', type: 'wait', duration: 'PT1H' }]);
    const page = (run: string) => `${run}?outputs=false&limit=200`;
    while ((await waiting.handle.query<{ total: number }, [object]>('runSteps', { limit: 1, outputs: false })).total < RECORDED + 2) await sleep(1000);
    const blobsBefore = await blobs();
    const running = await reads(page(waiting.run), 20);
    const runningOutput = await timedRead(`${waiting.run}/steps/${encodeURIComponent(`each[${RECORDED - 1}].double`)}/output`);
    const blobsRunning = (await blobs()) - blobsBefore;
    await waiting.handle.terminate('benchmark done');

    // 2. A completed run: its first page comes from its result, later pages from the API's copy of it.
    const done = await start('Many steps', [each]);
    await done.handle.result();
    const blobsDone = await blobs();
    const first = await timedRead(page(done.run));
    const later = await reads(page(done.run), 20);
    const output = await timedRead(`${done.run}/steps/${encodeURIComponent(`each[${RECORDED - 1}].double`)}/output`);
    return {
      steps: Number(first.res.body.stepCount),
      pageSteps: (first.res.body.steps as unknown[]).length,
      pageKb: round(first.res.bytes / 1024, 1),
      runningP50: round(percentile(running, 50), 1),
      runningP95: round(percentile(running, 95), 1),
      runningOutput: round(runningOutput.ms, 1),
      firstClosed: round(first.ms, 1),
      closedP50: round(percentile(later, 50), 1),
      closedP95: round(percentile(later, 95), 1),
      outputMs: round(output.ms, 1),
      blobsStored: blobsRunning + (await blobs()) - blobsDone,
    };
  } finally {
    await app.close();
  }
}

export function runStateSection(r: Awaited<ReturnType<typeof runStateBenchmark>>): string[] {
  return [
    RUN_STATE_HEADING,
    '',
    `An iterate over ${ITEMS.toLocaleString('en')} items with a pure transform per item, read through the API as the run view reads it: the run`,
    `with its first page of 200 step summaries (scripts/bench/run-state-bench.ts). The run state keeps ${r.steps} steps: those of the first`,
    `${RECORDED.toLocaleString('en')} items one by one (later items only when they fail; the iterate's output has every item).`,
    '',
    '| read | ms |',
    '|---|---|',
    `| a running run (all steps done, waiting: the worker answers a paged query), p50 / p95 of 20 | ${r.runningP50} / ${r.runningP95} |`,
    `| the output of its last recorded step | ${r.runningOutput} |`,
    `| a completed run, first read (loads the run's result) | ${r.firstClosed} |`,
    `| later reads of the completed run, p50 / p95 of 20 | ${r.closedP50} / ${r.closedP95} |`,
    `| the output of its last recorded step | ${r.outputMs} |`,
    '',
    `A page holds ${r.pageSteps} steps (${r.pageKb} KiB); payload blobs stored by all these reads: ${r.blobsStored} (target: 0; first page < 200 ms).`,
    'While the run is still computing, the worker answers between workflow tasks, so a read can wait for the current one.',
    "The first read of a completed run decodes its whole result (every step with its output) once; the API keeps it for later pages.",
    '',
  ];
}

/** Puts the section in place of its previous version (or at the end) without touching the others. */
export function replaceSection(markdown: string, lines: string[]): string {
  const start = markdown.indexOf(RUN_STATE_HEADING);
  const section = lines.join('\n');
  if (start < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + RUN_STATE_HEADING.length);
  return markdown.slice(0, start) + section + (next < 0 ? '' : markdown.slice(next + 1));
}

// `npx tsx scripts/bench/run-state-bench.ts`: this benchmark alone, its section of docs/benchmarks.md rewritten.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stack = await startBenchStack(console.log);
  try {
    const lines = runStateSection(await runStateBenchmark(stack));
    console.log(lines.join('\n'));
    writeFileSync('docs/benchmarks.md', replaceSection(readFileSync('docs/benchmarks.md', 'utf8'), lines));
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
