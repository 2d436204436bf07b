import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Definition } from '@tandem/catalog';
import { findAction } from '@tandem/catalog/apps';
import { checkDefinition } from '@tandem/catalog/types';
import { largeDefinition } from '../catalog/src/types/check-definition.bench-data.js';
import { Interpreter, RunRecorder } from '@tandem/temporal/interpreter';
import { ensureTemporalBinary } from '@tandem/temporal/server';
import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import { flowLanguage } from '@tandem/temporal/workflows';
import { ulid } from 'ulid';
import { startBenchStack, type BenchStack } from './bench/bench-stack.js';
import { directRunInput } from './bench/direct-run.js';
import { CPU_PER_RUN_HEADING, cpuPerRunBenchmark, cpuPerRunSection } from './bench/cpu-per-run.js';
import { editorBenchmark } from './bench/editor-bench.js';
import { ENGINE_RATIO_HEADING, engineRatioBenchmark, engineRatioSection } from './bench/engine-ratio-bench.js';
import { firstStartBenchmark, firstStartSection } from './bench/first-start-bench.js';
import { runStateBenchmark, runStateSection } from './bench/run-state-bench.js';
import { millionIterate, millionIterateSection } from './bench/million-iterate.js';
import { percentile, ratio, round } from './bench/percentiles.js';
import { inFlight, timed } from './bench/in-flight.js';
import { apiLoadBenchmark } from './bench/api-load-bench.js';
import { API_LOAD_HEADING, apiLoadSection } from './bench/api-load-section.js';
import { sectionOf, withSection } from './bench/doc-sections.js';
import { SHADOW_HEADING, shadowBenchmark, shadowSection } from './bench/shadow-bench.js';
import { USER_STACK_HEADING, userStackBenchmark, userStackSection } from './bench/user-stack-bench.js';
import { logger } from './log.js';
import { lit, ref, op } from '@tandem/catalog';

const log = logger('bench');
const DEV_SERVER_SECTION = "## The Temporal dev server's settings";
const STACK_CHANGES_SECTION = '## The stack as users run it: changes measured before and after';

function definition(steps: unknown[]): Definition {
  return { version: 1, trigger: { type: 'manual' }, steps } as unknown as Definition;
}

const THROUGHPUT_ROUNDS = 4;
const THROUGHPUT_RUNS = 30;

/** 1. The interpreter against a hand-written workflow calling the same activities in the same order. */
async function interpreterVsBaseline(stack: BenchStack) {
  const calls = Array.from({ length: 5 }, (_, i) => ({ app: 'http', action: 'request.send', input: { method: 'get', url: `${stack.apiUrl}/step/${i}` }, stepPath: `call_${i}` }));
  const flow = definition(calls.map((c) => ({ name: c.stepPath, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(c.input.url) } })));
  const interpreted = () => stack.client.workflow.execute('runFlow', { taskQueue: FLOWS_TASK_QUEUE, workflowId: `bench_i_${ulid()}`, args: [directRunInput(stack, flow)] });
  const baseline = () =>
    stack.client.workflow.execute('benchmarkBaseline', {
      taskQueue: FLOWS_TASK_QUEUE,
      workflowId: `bench_b_${ulid()}`,
      args: [calls.map((c) => ({ ...c, workspaceId: stack.workspaceId, runId: 'BENCH' }))],
    });
  for (let i = 0; i < 5; i++) await Promise.all([interpreted(), baseline()]);
  const latency = { interpreter: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < 40; i++) {
    latency.interpreter.push(await timed(interpreted));
    latency.baseline.push(await timed(baseline));
  }
  // Throughput in alternating rounds (ABBA), so neither side always runs on the machine the other left behind.
  const seconds = { interpreter: 0, baseline: 0 };
  const kinds = { interpreter: interpreted, baseline };
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    const order = round % 2 === 0 ? (['interpreter', 'baseline'] as const) : (['baseline', 'interpreter'] as const);
    for (const kind of order) seconds[kind] += (await timed(() => inFlight(THROUGHPUT_RUNS, 10, kinds[kind]))) / 1000;
  }
  const runs = THROUGHPUT_ROUNDS * THROUGHPUT_RUNS;
  const throughput = { interpreter: runs / seconds.interpreter, baseline: runs / seconds.baseline };
  const p = (list: number[], q: number) => round(percentile(list, q), 1);
  return {
    p50: { interpreter: p(latency.interpreter, 50), baseline: p(latency.baseline, 50) },
    p95: { interpreter: p(latency.interpreter, 95), baseline: p(latency.baseline, 95) },
    throughput: { interpreter: round(throughput.interpreter, 1), baseline: round(throughput.baseline, 1) },
  };
}

const INTERPRETER_HEADING = '## Interpreter vs a hand-written workflow';

function interpreterSection(r: Awaited<ReturnType<typeof interpreterVsBaseline>>): string[] {
  return [
    INTERPRETER_HEADING,
    '',
    'Five `http` actions in sequence: `runFlow` interpreting a definition, against `benchmarkBaseline` calling the same activity',
    'with the same inputs in the same order. Same worker, same server, payload codec on for both. 40 sequential runs each (alternating)',
    `for latency; ${THROUGHPUT_ROUNDS} rounds of ${THROUGHPUT_RUNS} runs each with 10 in flight for throughput (alternating which goes first).`,
    '',
    '| | interpreter | hand-written | ratio (target ≤ 1.10) |',
    '|---|---|---|---|',
    `| latency p50 (ms) | ${r.p50.interpreter} | ${r.p50.baseline} | ${ratio(r.p50.interpreter, r.p50.baseline)} |`,
    `| latency p95 (ms) | ${r.p95.interpreter} | ${r.p95.baseline} | ${ratio(r.p95.interpreter, r.p95.baseline)} |`,
    `| throughput (runs/s) | ${r.throughput.interpreter} | ${r.throughput.baseline} | ${ratio(r.throughput.baseline, r.throughput.interpreter)} (baseline / interpreter) |`,
    '',
  ];
}

/** 2. Pure steps: history events they add (through Temporal) and their cost (in process). */
async function pureSteps(stack: BenchStack) {
  const action = { name: 'call', type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${stack.apiUrl}/pure`) } };
  const pure = (i: number) => ({ name: `t_${i}`, type: 'utility', utility: 'transform', input: { list: ref('call', 'body', 'rows'), mapping: ref('item') } });
  const events = async (steps: unknown[]) => {
    const workflowId = `bench_p_${ulid()}`;
    await stack.client.workflow.execute('runFlow', { taskQueue: FLOWS_TASK_QUEUE, workflowId, args: [directRunInput(stack, definition(steps))] });
    return (await stack.client.workflow.getHandle(workflowId).fetchHistory()).events?.length ?? 0;
  };
  const without = await events([action]);
  const withPure = await events([action, ...Array.from({ length: 200 }, (_, i) => pure(i))]);

  const count = 20_000;
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: i, price: i * 1.5 }));
  const steps = Array.from({ length: count }, (_, i) => ({
    name: `t_${i}`,
    type: 'utility',
    utility: 'filter',
    input: { list: ref('trigger', 'rows'), condition: op('gt', ref('item', 'price'), lit(3)) },
  }));
  const interpreter = new Interpreter({
    effects: { now: () => '2026-01-01T00:00:00.000Z', sleep: async () => {}, runAction: async () => ({ output: null, attempts: 1 }) },
    language: flowLanguage,
    recorder: new RunRecorder(),
  });
  const ms = await timed(() => interpreter.run(definition(steps), { rows }, {}));
  return { eventsWithout: without, eventsWith200Pure: withPure, microsPerStep: round((ms * 1000) / count, 1) };
}

/** 3. An iterate with a pure transform per item, through Temporal, with the worker's peak memory. */
async function bigIterate(stack: BenchStack, items: number) {
  const body = [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item'), lit(2)) } }];
  const flow = definition([{ name: 'each', type: 'iterate', items: ref('trigger', 'items'), steps: body }]);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const payload = { items: Array.from({ length: items }, (_, i) => i) };
  const ms = await timed(() => stack.client.workflow.execute('runFlow', { taskQueue: FLOWS_TASK_QUEUE, workflowId: `bench_it_${ulid()}`, args: [directRunInput(stack, flow, payload)] }));
  clearInterval(sampler);
  return { items, seconds: round(ms / 1000, 1), itemsPerSecond: Math.round(items / (ms / 1000)), peakRssMb: Math.round(peak / 1024 / 1024) };
}

/** 4. checkDefinition (schema, references, types of every mapped input) of a 500-step definition. */
function definitionCheck() {
  const def = largeDefinition(500);
  const catalog = { findAction };
  const first = timedSync(() => checkDefinition(def, catalog));
  for (let i = 0; i < 10; i++) checkDefinition(def, catalog);
  const runs = Array.from({ length: 30 }, () => timedSync(() => checkDefinition(def, catalog)));
  return { first: round(first, 1), p50: round(percentile(runs, 50), 1), p95: round(percentile(runs, 95), 1) };
}

function timedSync(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const temporalVersion = async () => execFileSync(await ensureTemporalBinary(() => {}), ['--version']).toString().trim();

async function main() {
  // First, on a quiet machine: the first npm start of a fresh clone.
  const firstStart = await firstStartBenchmark(log);
  const stack = await startBenchStack(log);
  let measured: Omit<Parameters<typeof writeReport>[0], 'firstStart' | 'apiLoad' | 'shadow' | 'userStack' | 'temporalVersion'>;
  try {
    log('interpreter vs hand-written workflow');
    const ratio = await interpreterVsBaseline(stack);
    const engine = await engineRatioBenchmark(stack, log);
    const cpuPerRun = await cpuPerRunBenchmark(stack, log);
    log('pure steps');
    const pure = await pureSteps(stack);
    const iterates = [];
    for (const items of [10_000, 50_000, 100_000]) {
      log(`iterate over ${items} items`);
      iterates.push(await bigIterate(stack, items));
    }
    log('reading a run of 100,000 steps');
    const runState = await runStateBenchmark(stack);
    log('iterate over 1,000,000 items');
    const million = await millionIterate(stack);
    const check = definitionCheck();
    // web: the editor opening, laying out and panning a 300-step flow in Chromium.
    log('editor with a 300-step flow');
    const editor = await editorBenchmark();
    measured = { ratio, engine, cpuPerRun, pure, iterates, million, check, editor, runState };
  } catch (error) {
    // Said before the stack stops: a call still retrying then fails with "Channel has been shut down" and ends the process.
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    throw error;
  } finally {
    await stack.stop();
  }
  // The API under load brings stacks of its own (the dev server, then the full server).
  const apiLoad = await apiLoadBenchmark(log);
  const shadow = await shadowBenchmark();
  // Last: npm start's own stack beside the bare app and n8n (its processes at raised priority).
  const userStack = await userStackBenchmark(log);
  writeReport({ ...measured, firstStart, apiLoad, shadow, userStack, temporalVersion: await temporalVersion() });
}

/** `npm run bench -- --only api-load`: that section alone, written in place in docs/benchmarks.md. */
async function onlyApiLoad() {
  const lines = apiLoadSection({ ...(await apiLoadBenchmark(log)), temporalVersion: await temporalVersion() });
  const text = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '# Benchmarks\n';
  writeFileSync('docs/benchmarks.md', withSection(text, API_LOAD_HEADING, lines));
  log('wrote the API load section of docs/benchmarks.md');
}

/** `npm run bench -- --only shadow`: "Trying a draft on past runs" alone (in process, no stack), written in place in docs/benchmarks.md. */
async function onlyShadow() {
  const lines = shadowSection(await shadowBenchmark());
  const text = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '# Benchmarks\n';
  writeFileSync('docs/benchmarks.md', withSection(text, SHADOW_HEADING, lines));
  log('wrote the shadow-run section of docs/benchmarks.md');
}

/** `npm run bench -- --only stack`: "The product as users run it" alone (a few minutes), written in place in docs/benchmarks.md. */
async function onlyUserStack() {
  const lines = userStackSection(await userStackBenchmark(log));
  const text = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '# Benchmarks\n';
  writeFileSync('docs/benchmarks.md', withSection(text, USER_STACK_HEADING, lines));
  log('wrote the section "The product as users run it" of docs/benchmarks.md');
}

/** `npm run bench -- --only <section>`: that section alone, on a bench stack of its own, written in place in docs/benchmarks.md. */
async function onlyOnStack(heading: string, measure: (stack: BenchStack) => Promise<string[]>) {
  const stack = await startBenchStack(log);
  try {
    const lines = await measure(stack);
    const text = existsSync('docs/benchmarks.md') ? readFileSync('docs/benchmarks.md', 'utf8') : '# Benchmarks\n';
    writeFileSync('docs/benchmarks.md', withSection(text, heading, lines));
    log(`wrote the section "${heading.slice(3)}" of docs/benchmarks.md`);
  } finally {
    await stack.stop();
  }
}

/**
 * `--only engine-ratio`: "Tandem beside the engine" (a few minutes; BENCH_ENGINE_RUNS and BENCH_ENGINE_IN_FLIGHT narrow it).
 * `--only interpreter`: "Interpreter vs a hand-written workflow" (about a minute).
 * `--only cpu-per-run`: "CPU per run" (under a minute; BENCH_CPU_RUNS sets the runs, BENCH_CPU_PROFILE=<path> writes CPU profiles of both kinds of run).
 * `--only stack`: "The product as users run it": npm start's stack from outside, beside a bare SDK app and n8n (scripts/bench/user-stack-bench.ts names its settings).
 */
const onlySections: Record<string, () => Promise<void>> = {
  'api-load': onlyApiLoad,
  shadow: onlyShadow,
  stack: onlyUserStack,
  'engine-ratio': () => onlyOnStack(ENGINE_RATIO_HEADING, async (stack) => engineRatioSection(await engineRatioBenchmark(stack, log))),
  interpreter: () => onlyOnStack(INTERPRETER_HEADING, async (stack) => interpreterSection(await interpreterVsBaseline(stack))),
  'cpu-per-run': () => onlyOnStack(CPU_PER_RUN_HEADING, async (stack) => cpuPerRunSection(await cpuPerRunBenchmark(stack, log))),
};

function writeReport(r: {
  ratio: Awaited<ReturnType<typeof interpreterVsBaseline>>;
  engine: Awaited<ReturnType<typeof engineRatioBenchmark>>;
  cpuPerRun: Awaited<ReturnType<typeof cpuPerRunBenchmark>>;
  firstStart: Awaited<ReturnType<typeof firstStartBenchmark>>;
  pure: Awaited<ReturnType<typeof pureSteps>>;
  iterates: Awaited<ReturnType<typeof bigIterate>>[];
  million: Awaited<ReturnType<typeof millionIterate>>;
  check: ReturnType<typeof definitionCheck>;
  editor: Awaited<ReturnType<typeof editorBenchmark>>;
  runState: Awaited<ReturnType<typeof runStateBenchmark>>;
  apiLoad: Awaited<ReturnType<typeof apiLoadBenchmark>>;
  shadow: Awaited<ReturnType<typeof shadowBenchmark>>;
  userStack: Awaited<ReturnType<typeof userStackBenchmark>>;
  temporalVersion: string;
}) {
  const cpu = cpus();
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}. Everything runs on this machine: an embedded`,
    'Postgres, `temporal server start-dev` (SQLite in memory), the workers in the bench process, a local HTTP server as the called API.',
    '',
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}`,
    `- Node ${process.version}; ${r.temporalVersion}; @temporalio/* 1.24`,
    '',
    ...userStackSection(r.userStack),
    ...interpreterSection(r.ratio),
    ...engineRatioSection(r.engine),
    ...cpuPerRunSection(r.cpuPerRun),
    ...firstStartSection(r.firstStart),
    '## Pure steps',
    '',
    `- History events of a run with one action: ${r.pure.eventsWithout}; with the same action and 200 pure steps after it: ${r.pure.eventsWith200Pure} (target: the same).`,
    `- Cost of a pure step (a \`filter\` over 10 items, interpreter in process): ${r.pure.microsPerStep} µs (target < 500 µs).`,
    '',
    '## Iterate with a pure transform per item',
    '',
    'The items arrive in the trigger payload (offloaded to Postgres by the codec); peak RSS is the whole bench process (workers included).',
    '',
    '| items | seconds | items/s | peak RSS (MB) |',
    '|---|---|---|---|',
    ...r.iterates.map((i) => `| ${i.items} | ${i.seconds} | ${i.itemsPerSecond} | ${i.peakRssMb} |`),
    '',
    ...millionIterateSection(r.million),
    '## Checking a 500-step definition',
    '',
    '`checkDefinition` against the real app catalogue (schema, unique names, reachability of every reference, type of every',
    'mapped input) of `largeDefinition(500)` (catalog/src/types/check-definition.bench-data.ts: utilities, conditions, iterates, actions).',
    '',
    `First call in the process ${r.check.first} ms; then p50 ${r.check.p50} ms, p95 ${r.check.p95} ms (target < 50 ms).`,
    '',
    '## The editor with a 300-step flow',
    '',
    'The built web app in headless Chromium opens `largeDefinition(300)` (API answers served locally, second of two opens;',
    'scripts/bench/editor-bench.ts): from navigation start until the laid-out nodes are on screen, the layout alone,',
    'and the frame rate while the canvas is dragged for about two seconds.',
    '',
    `Open ${r.editor.openMs} ms, of which layout ${r.editor.layoutMs} ms (target: open and layout < 1,000 ms); panning ${r.editor.panFps} frames/s.`,
    '',
    ...runStateSection(r.runState),
    ...apiLoadSection({ ...r.apiLoad, temporalVersion: r.temporalVersion }),
    ...shadowSection(r.shadow),
  ];
  writeFileSync('docs/benchmarks.md', [...lines, ...keptSections()].join('\n'));
  log('wrote docs/benchmarks.md');
}

/** Sections measured by hand (scripts/bench/dev-server-settings-bench.ts, the stack's changes before and after), which this run does not rewrite. */
function keptSections(): string[] {
  if (!existsSync('docs/benchmarks.md')) return [];
  const text = readFileSync('docs/benchmarks.md', 'utf8');
  return [DEV_SERVER_SECTION, STACK_CHANGES_SECTION].flatMap((heading) => {
    const section = sectionOf(text, heading);
    return section === undefined ? [] : ['', section, ''];
  });
}

const only = process.argv.indexOf('--only');
if (only < 0) await main();
else {
  const section = onlySections[process.argv[only + 1] ?? ''];
  if (!section) throw new Error(`--only takes one section: ${Object.keys(onlySections).join(', ')} (got ${process.argv[only + 1] ?? 'nothing'})`);
  await section();
}
process.exit(0);
