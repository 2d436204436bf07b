import { runWorkflowId } from '@tandem/temporal';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { ulid } from 'ulid';
import { BARE_QUEUE, startBareWorker } from './bare-worker.js';
import { callApi, createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser } from './bench-api.js';
import type { BenchStack } from './bench-stack.js';
import { inFlight } from './in-flight.js';
import { round } from './percentiles.js';
import { ownCpuMs, processTreesCpuMs } from './process-cpu.js';

/**
 * CPU time per run of each process of the stack (npm run bench -- --only cpu-per-run): manual runs of a
 * two-pure-step flow through the API against the bare SDK workflow started by the client, both at 10 in
 * flight. On 2 cores, completed runs per second follow the total, and CPU time varies far less with
 * other load on the machine than latency does. `BENCH_CPU_RUNS` sets the runs of each (200);
 * `BENCH_CPU_PROFILE=<file>` also writes a CPU profile of this process's main thread during Tandem's runs.
 */
const RUNS = Number(process.env.BENCH_CPU_RUNS ?? 200);
const IN_FLIGHT = 10;

type Cpu = { node: number; temporal: number; postgres: number };

function cpuNow(stack: BenchStack): Cpu {
  const others = processTreesCpuMs(stack.pids());
  return { node: ownCpuMs(), temporal: others.temporal ?? Number.NaN, postgres: others.postgres ?? Number.NaN };
}

/** `RUNS` runs at `IN_FLIGHT`: runs/s and each process's CPU ms per run. */
async function measure(stack: BenchStack, run: () => Promise<unknown>, profile?: string) {
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const before = cpuNow(stack);
  const { perSecond } = await inFlight(RUNS, IN_FLIGHT, run);
  const after = cpuNow(stack);
  if (session && profile) {
    writeFileSync(profile, JSON.stringify((await session.post('Profiler.stop')).profile));
    session.disconnect();
  }
  const per = (key: keyof Cpu) => round((after[key] - before[key]) / RUNS, 1);
  const cpu = { node: per('node'), temporal: per('temporal'), postgres: per('postgres') };
  return { perSecond, cpu, total: round(cpu.node + cpu.temporal + cpu.postgres, 1) };
}

export async function cpuPerRunBenchmark(stack: BenchStack, log: (line: string) => void) {
  const bareWorker = await startBareWorker(stack);
  try {
    const api = await signUpBenchUser(stack.apiBase);
    const flow = await createBenchFlow(api, 'pure manual', { type: 'manual' }, pureSteps, pureInputSchema);
    const manual = async () => {
      const { runId } = await callApi(api, 'POST', `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`, { input: { items: pureItems } });
      await stack.client.workflow.getHandle(runWorkflowId(runId)).result();
    };
    const bare = () => stack.client.workflow.execute('barePure', { taskQueue: BARE_QUEUE, workflowId: `bare_p_${ulid()}`, args: [pureItems] });
    await inFlight(20, IN_FLIGHT, manual);
    await inFlight(20, IN_FLIGHT, bare);
    const loadAverage = round(loadavg()[0]!, 1);
    log(`cpu per run: ${RUNS} manual runs through the API, then ${RUNS} bare workflows, ${IN_FLIGHT} in flight (load average ${loadAverage})`);
    const tandem = await measure(stack, manual, process.env.BENCH_CPU_PROFILE);
    const bareSdk = await measure(stack, bare);
    log(`cpu per run (ms): Tandem ${JSON.stringify(tandem)}, bare ${JSON.stringify(bareSdk)}`);
    return { runs: RUNS, inFlight: IN_FLIGHT, loadAverage, tandem, bare: bareSdk };
  } finally {
    await bareWorker.stop();
  }
}

export type CpuPerRun = Awaited<ReturnType<typeof cpuPerRunBenchmark>>;

export const CPU_PER_RUN_HEADING = '## CPU per run';

export function cpuPerRunSection(r: CpuPerRun): string[] {
  const row = (name: string, m: CpuPerRun['tandem']) => `| ${name} | ${m.cpu.node} | ${m.cpu.temporal} | ${m.cpu.postgres} | ${m.total} | ${m.perSecond} |`;
  const diff = (key: keyof CpuPerRun['tandem']['cpu']) => round(r.tandem.cpu[key] - r.bare.cpu[key], 1);
  return [
    CPU_PER_RUN_HEADING,
    '',
    `Measured on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- --only cpu-per-run\` (scripts/bench/cpu-per-run.ts; load average ${r.loadAverage} before).`,
    `${r.runs} manual runs of the two-pure-step flow through \`POST …/runs\` with an API token, then ${r.runs} runs of the bare SDK workflow`,
    `started by the client, ${r.inFlight} in flight each; CPU time (user and system) of each process during each phase, divided by the runs.`,
    'Node is the bench process with all its threads (the API, the workers, the clients); the Temporal server and Postgres are read',
    'from /proc with their child processes (the database backends). On 2 cores completed runs per second follow the total.',
    '',
    '| CPU ms per run | Node | Temporal server | Postgres | total | runs/s |',
    '|---|---|---|---|---|---|',
    row('Tandem, manual runs through the API', r.tandem),
    row('bare SDK workflow started by the client', r.bare),
    `| Tandem − bare | ${diff('node')} | ${diff('temporal')} | ${diff('postgres')} | ${round(r.tandem.total - r.bare.total, 1)} | ratio ${round(r.tandem.perSecond / r.bare.perSecond, 2)} |`,
    '',
  ];
}
