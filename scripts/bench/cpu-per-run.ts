import { runWorkflowId } from '@tandem/temporal';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { BARE_QUEUE, startBareWorker } from './bare-worker.js';
import { callApi, createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser } from './bench-api.js';
import type { BenchStack } from './bench-stack.js';
import { inFlight } from './in-flight.js';
import { ratio, round } from './percentiles.js';
import { ownCpuMs, ownThreadsCpuMs, processTreesCpuMs } from './process-cpu.js';
import { workflowResult } from '../test-env/started-workflow.js';

/**
 * CPU time per run of each process of the stack (npm run bench -- --only cpu-per-run): manual runs of a
 * two-pure-step flow through the API against the bare SDK workflow started by the client, both at 10 in
 * flight. On 2 cores, completed runs per second follow the total, and CPU time varies far less with
 * other load on the machine than latency does. `BENCH_CPU_RUNS` sets the runs of each (200);
 * `BENCH_CPU_PROFILE=<path>` also writes CPU profiles of this process's main thread during the first round's runs of each
 * kind (`<path>.tandem.cpuprofile`, `<path>.bare.cpuprofile`).
 */
const RUNS = Number(process.env.BENCH_CPU_RUNS ?? 200);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const IN_FLIGHT = 10;

/** CPU ms so far: the three processes, and this one's threads (`thread <name>`). */
function cpuNow(stack: BenchStack): Record<string, number> {
  const others = processTreesCpuMs(stack.pids());
  const threads = Object.entries(ownThreadsCpuMs()).map(([name, ms]) => [`thread ${name}`, ms]);
  return { node: ownCpuMs(), temporal: others.temporal ?? Number.NaN, postgres: others.postgres ?? Number.NaN, ...Object.fromEntries(threads) };
}

/** CPU ms and seconds spent by the phases of one kind of run, summed over the rounds. */
class Phase {
  runs = 0;
  seconds = 0;
  readonly ms: Record<string, number> = {};

  async measure(stack: BenchStack, runs: number, run: () => Promise<unknown>) {
    const before = cpuNow(stack);
    const started = performance.now();
    await inFlight(runs, IN_FLIGHT, run);
    this.seconds += (performance.now() - started) / 1000;
    const after = cpuNow(stack);
    // A thread that ended during the phase is missing from the split, not from the total.
    for (const [key, ms] of Object.entries(after)) this.ms[key] = (this.ms[key] ?? 0) + ms - (before[key] ?? 0);
    this.runs += runs;
  }

  result() {
    const per = (key: string) => round((this.ms[key] ?? 0) / this.runs, 1);
    const cpu = { node: per('node'), temporal: per('temporal'), postgres: per('postgres') };
    const threads = Object.fromEntries(
      Object.keys(this.ms)
        .filter((key) => key.startsWith('thread ') && per(key) >= 0.1)
        .map((key) => [key.slice(7), per(key)]),
    );
    return { perSecond: round(this.runs / this.seconds, 1), cpu, total: round(cpu.node + cpu.temporal + cpu.postgres, 1), threads };
  }
}

/** A CPU profile of this process's main thread while `fn` runs, written to `file` (Chrome's .cpuprofile format). */
async function profiled(file: string | undefined, fn: () => Promise<void>) {
  if (!file) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await fn();
  writeFileSync(file, JSON.stringify((await session.post('Profiler.stop')).profile));
  session.disconnect();
}

export async function cpuPerRunBenchmark(stack: BenchStack, log: (line: string) => void) {
  const bareWorker = await startBareWorker(stack);
  try {
    const api = await signUpBenchUser(stack.apiBase, stack.db);
    const flow = await createBenchFlow(api, 'pure manual', { type: 'manual' }, pureSteps, pureInputSchema);
    const manual = async () => {
      const { runId } = await callApi(api, 'POST', `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`, { input: { items: pureItems } });
      await workflowResult(stack.client, runWorkflowId(runId));
    };
    const bare = () => stack.client.workflow.execute('barePure', { taskQueue: BARE_QUEUE, workflowId: `bare_p_${ulid()}`, args: [pureItems] });
    await inFlight(20, IN_FLIGHT, manual);
    await inFlight(20, IN_FLIGHT, bare);
    const loadAverage = round(loadavg()[0]!, 1);
    log(`cpu per run: ${RUNS} manual runs through the API and ${RUNS} bare workflows in ${ROUNDS} rounds, ${IN_FLIGHT} in flight (load average ${loadAverage})`);
    const phases = { tandem: new Phase(), bare: new Phase() };
    const perRound = Math.ceil(RUNS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      const profile = round === 0 ? process.env.BENCH_CPU_PROFILE : undefined;
      await profiled(profile && `${profile}.tandem.cpuprofile`, () => phases.tandem.measure(stack, perRound, manual));
      await profiled(profile && `${profile}.bare.cpuprofile`, () => phases.bare.measure(stack, perRound, bare));
    }
    const [tandem, bareSdk] = [phases.tandem.result(), phases.bare.result()];
    log(`cpu per run (ms): Tandem ${JSON.stringify({ ...tandem, threads: undefined })}, bare ${JSON.stringify({ ...bareSdk, threads: undefined })}`);
    log(`node threads, cpu per run (ms): Tandem ${JSON.stringify(tandem.threads)}, bare ${JSON.stringify(bareSdk.threads)}`);
    return { runs: perRound * ROUNDS, rounds: ROUNDS, inFlight: IN_FLIGHT, loadAverage, tandem, bare: bareSdk };
  } finally {
    await bareWorker.stop();
  }
}

export type CpuPerRun = Awaited<ReturnType<typeof cpuPerRunBenchmark>>;

export const CPU_PER_RUN_HEADING = '## CPU per run';

export function cpuPerRunSection(r: CpuPerRun): string[] {
  const row = (name: string, m: CpuPerRun['tandem']) => `| ${name} | ${m.cpu.node} | ${m.cpu.temporal} | ${m.cpu.postgres} | ${m.total} | ${m.perSecond} |`;
  const threads = (m: CpuPerRun['tandem']) => Object.entries(m.threads).map(([name, ms]) => `${name} ${ms}`).join(', ');
  const diff = (key: keyof CpuPerRun['tandem']['cpu']) => round(r.tandem.cpu[key] - r.bare.cpu[key], 1);
  return [
    CPU_PER_RUN_HEADING,
    '',
    `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- --only cpu-per-run\` (scripts/bench/cpu-per-run.ts; load average ${r.loadAverage} before).`,
    `${r.runs} manual runs of the two-pure-step flow through \`POST …/runs\` with an API token and ${r.runs} runs of the bare SDK workflow`,
    `started by the client, ${r.inFlight} in flight, in ${r.rounds} rounds of each (alternating, so both see the same machine); CPU time`,
    '(user and system) of each process during the phases of each kind, divided by their runs.',
    'Node is the bench process with all its threads (the API, the workers, the clients); the Temporal server and Postgres are read',
    'from /proc with their child processes (the database backends). On 2 cores completed runs per second follow the total.',
    '',
    '| CPU ms per run | Node | Temporal server | Postgres | total | runs/s |',
    '|---|---|---|---|---|---|',
    row('Tandem, manual runs through the API', r.tandem),
    row('bare SDK workflow started by the client', r.bare),
    `| Tandem − bare | ${diff('node')} | ${diff('temporal')} | ${diff('postgres')} | ${round(r.tandem.total - r.bare.total, 1)} | ratio ${ratio(r.tandem.perSecond, r.bare.perSecond)} |`,
    '',
    "Node's CPU by thread (ms per run; `main` is the event loop with the API, the clients and the codec; `node` the workflow threads,",
    `libuv's pool and V8's helpers; \`tokio-runtime-w\` the SDK's core): Tandem ${threads(r.tandem)}; bare ${threads(r.bare)}.`,
    '',
  ];
}
