import { lit, op, ref } from '@tandem/catalog';
import { connectDatabase } from '@tandem/platform/db';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { BARE_APP_QUEUES } from './bare-app.js';
import { callApi, createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser, type BenchApi } from './bench-api.js';
import { runDriver } from './child-driver.js';
import { n8nInstalled, n8nVersion, startN8n } from './n8n.js';
import { percentile, ratio, round } from './percentiles.js';
import { ownThreadsCpuMs, processTreesCpuMs } from './process-cpu.js';
import { canRaise, RAISED_NICENESS, spawnRaised } from './raised.js';
import type { StackDriverOptions, StackPhase } from './stack-driver.js';
import { startUserStack, type UserStackOptions } from './user-stack.js';
import { monotonicMicros, summarizeProfiles, type ProfileSummary } from './profile-summary.js';

/**
 * The product as users run it (`npm run bench -- --only stack`): the `npm start` stack
 * (scripts/start-stack.ts: its processes, settings and logging) driven from outside over HTTP, beside a
 * bare SDK app on the same Temporal server and, when installed, n8n doing the webhook flow — in
 * alternating rounds, every process at raised priority. Settings: BENCH_STACK_RUNS (runs per phase at
 * 10 in flight, 200), BENCH_STACK_ROUNDS (rounds in alternating order, 2), BENCH_STACK_SEQ (sequential
 * runs per phase, 15), BENCH_STACK_PROFILE=<folder> (CPU profiles of the stack's Node processes, summed up in the log),
 * BENCH_STACK_SPLIT (`one`: npm start alone; `two`: the app pools in a worker process of their own),
 * BENCH_N8N=0 (leave n8n out), BENCH_STACK_JSON=<file> (every figure as JSON), BENCH_STACK_NODE_OPTIONS (Node flags for the
 * stack's Node processes, to try one before changing npm start).
 */
const SETTINGS = {
  phaseRuns: Number(process.env.BENCH_STACK_RUNS ?? 200),
  rounds: Number(process.env.BENCH_STACK_ROUNDS ?? 2),
  sequentialRuns: Number(process.env.BENCH_STACK_SEQ ?? 15),
  inFlight: 10,
  split: (process.env.BENCH_STACK_SPLIT ?? 'one') as 'one' | 'two',
};
/** Below this load average (1 min) before the bench starts, nothing else competes for the 2 cores. */
const QUIET_LOAD = 1;
const DRIVER = new URL('./stack-driver.ts', import.meta.url).pathname;
const BARE_APP = new URL('./bare-app.ts', import.meta.url).pathname;

/** The webhook flow of the comparison with n8n: total = qty × price, the SKU upper-cased. */
const orderSteps = [
  {
    name: 'order',
    type: 'utility',
    utility: 'variable',
    input: {
      name: lit('order'),
      valueType: lit('object'),
      value: { type: 'object', properties: { total: op('multiply', ref('trigger', 'body', 'qty'), ref('trigger', 'body', 'price')), sku: op('upper', ref('trigger', 'body', 'sku')) } },
    },
  },
];
const orderBody = { qty: 3, price: 2.5, sku: 'ab-123' };

const httpSteps = (target: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `call_${i}`, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${target}/step/${i}`) } }));

type Kind = 'manual' | 'webhook' | 'bare' | 'n8n';

/** The phases of one kind: runs, seconds, each run's time and start time, the load average and CPU ms of each process during them. */
class Phases {
  runs = 0;
  seconds = 0;
  times: number[] = [];
  starts: number[] = [];
  loads: number[] = [];
  cpu: Record<string, number> = {};
  add(p: StackPhase, load: number, cpu: Record<string, number>) {
    this.runs += p.runs;
    this.seconds += p.seconds;
    this.times.push(...p.times);
    this.starts.push(...p.starts);
    this.loads.push(load);
    for (const [k, v] of Object.entries(cpu)) this.cpu[k] = (this.cpu[k] ?? 0) + v;
  }
  figures() {
    const p = (list: number[], q: number) => round(percentile(list, q), 1);
    const cpuPerRun = Object.fromEntries(Object.entries(this.cpu).map(([k, v]) => [k, round(v / this.runs, 1)]));
    return {
      perSecond: round(this.runs / this.seconds, 1),
      p50: p(this.times, 50),
      p95: p(this.times, 95),
      start: { p50: p(this.starts, 50), p95: p(this.starts, 95) },
      load: round(this.loads.reduce((a, b) => a + b, 0) / Math.max(1, this.loads.length), 1),
      cpuPerRun,
    };
  }
}

/** CPU ms so far of each process: the stack's Node process alone (without its Postgres and Temporal children), by thread, and the others whole. */
function cpuNow(pids: Record<string, number>): Record<string, number> {
  const trees = processTreesCpuMs(pids);
  const out: Record<string, number> = { ...trees };
  // The stack's tree holds its Temporal server and Postgres: its own share is what is left.
  out.stack = (trees.stack ?? 0) - (trees.temporal ?? 0) - (trees.postgres ?? 0);
  try {
    for (const [name, ms] of Object.entries(ownThreadsCpuMs(pids.stack!))) out[`stack:${name}`] = ms;
  } catch {
    // The stack has gone: the phase fails anyway.
  }
  return out;
}

async function startBareApp(temporalAddress: string) {
  const child = spawnRaised(process.execPath, ['--import', 'tsx', BARE_APP, temporalAddress], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  await new Promise<void>((done, fail) => {
    const look = (chunk: Buffer) => ((seen += chunk.toString()), seen.includes('ready') && done());
    child.stdout!.on('data', look);
    child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`the bare app exited with ${code}: ${seen}`)));
  });
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise<void>((done) => {
        const timer = setTimeout(() => (child.pid && process.kill(-child.pid, 'SIGKILL'), done()), 20_000);
        child.once('exit', () => (clearTimeout(timer), done()));
      });
    },
  };
}

/** Waits until no run of the workspace is running, then answers how many failed (the runs index, through the API). */
async function failedRuns(api: BenchApi): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const running = await callApi(api, 'GET', `/api/workspaces/${api.workspaceId}/runs?status=running&limit=1`);
    if (running.items.length === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const failed = await callApi(api, 'GET', `/api/workspaces/${api.workspaceId}/runs?status=failed&limit=200`);
  return failed.items.length as number;
}

export async function userStackBenchmark(log: (line: string) => void) {
  const cleanups: Array<() => Promise<void>> = [];
  // The load average of the section before it is still in the minute's average: wait (90 s at most) for it to settle.
  for (const until = Date.now() + 90_000; loadavg()[0]! >= QUIET_LOAD && Date.now() < until; ) await new Promise((r) => setTimeout(r, 2_000));
  const loadBefore = round(loadavg()[0]!, 2);
  const began = new Date();
  try {
    // The local HTTP target of the `http` actions, called by Tandem's app pool and by the bare app alike.
    const target = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => void target.close());
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

    const profileDir = process.env.BENCH_STACK_PROFILE;
    const stackOptions: UserStackOptions = {
      env: { TANDEM_EGRESS_ALLOW: new URL(targetUrl).host, ...(process.env.BENCH_STACK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_STACK_NODE_OPTIONS } : {}) },
      ...(profileDir ? { profileDir } : {}),
      ...(SETTINGS.split === 'two' ? { pools: 'flows', workerProcesses: ['ads,shops,ai,messaging,other'] } : {}),
    };
    log(`user stack: starting npm start's stack (${SETTINGS.split === 'one' ? 'one Node process' : 'API and flows worker, app pools in a second process'})`);
    const stack = await startUserStack(log, stackOptions);
    cleanups.push(stack.stop);
    const bare = await startBareApp(stack.temporalAddress);
    cleanups.push(bare.stop);
    const n8n = process.env.BENCH_N8N !== '0' && n8nInstalled() ? await startN8n(log) : undefined;
    if (n8n) cleanups.push(n8n.stop);
    else log(`user stack: ${n8nInstalled() ? 'n8n left out (BENCH_N8N=0)' : 'n8n is not installed (npm i n8n@1.82.3 --prefix .tools/n8n)'}: its row stays out`);

    // A customer: signed up through the API (session cookie and CSRF token), an API token; the bench's plan set as an operator sets it.
    const db = connectDatabase(stack.databaseUrl, 1);
    const api = await signUpBenchUser(stack.base, db).finally(() => db.destroy());
    const pure = await createBenchFlow(api, 'pure manual', { type: 'manual' }, pureSteps, pureInputSchema);
    const hook = await createBenchFlow(api, 'order webhook', { type: 'webhook' }, orderSteps);
    await callApi(api, 'PUT', `/api/workspaces/${api.workspaceId}/flows/${hook.flowId}/live`, { versionId: hook.versionId });
    const trigger = await callApi(api, 'GET', `/api/workspaces/${api.workspaceId}/flows/${hook.flowId}/trigger`);
    const hookUrl = `${stack.base}${new URL(trigger.hookUrl as string).pathname}`;
    const short = await createBenchFlow(api, 'one action', { type: 'manual' }, httpSteps(targetUrl, 1));
    const long = await createBenchFlow(api, 'six actions', { type: 'manual' }, httpSteps(targetUrl, 6));
    const runsUrl = (flowId: string) => `${stack.base}/api/workspaces/${api.workspaceId}/flows/${flowId}/runs`;
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `${targetUrl}/step/${i}`);

    const base = { temporalAddress: stack.temporalAddress, concurrency: SETTINGS.inFlight };
    const inFlightKinds: Record<Kind, Omit<StackDriverOptions, 'total' | 'concurrency' | 'temporalAddress'>> = {
      bare: { kind: 'bare', workflowType: 'barePure', taskQueue: BARE_APP_QUEUES.same, body: pureItems },
      manual: { kind: 'manual', url: runsUrl(pure.flowId), token: api.token, body: { input: { items: pureItems } } },
      webhook: { kind: 'webhook', url: hookUrl, body: orderBody },
      n8n: { kind: 'n8n', url: n8n?.hookUrl ?? '', body: orderBody },
    };
    const sequentialKinds = {
      'tandem 1': { kind: 'manual', url: runsUrl(short.flowId), token: api.token, body: {} },
      'tandem 6': { kind: 'manual', url: runsUrl(long.flowId), token: api.token, body: {} },
      'bare split 1': { kind: 'bare', workflowType: 'bareActionsOn', taskQueue: BARE_APP_QUEUES.split, body: urls(1) },
      'bare split 6': { kind: 'bare', workflowType: 'bareActionsOn', taskQueue: BARE_APP_QUEUES.split, body: urls(6) },
      'bare same 1': { kind: 'bare', workflowType: 'bareActions', taskQueue: BARE_APP_QUEUES.same, body: urls(1) },
      'bare same 6': { kind: 'bare', workflowType: 'bareActions', taskQueue: BARE_APP_QUEUES.same, body: urls(6) },
    } satisfies Record<string, Omit<StackDriverOptions, 'total' | 'concurrency' | 'temporalAddress'>>;
    // bareActionsOn takes the activities' queue as its second argument.
    const driverOptions = (o: Omit<StackDriverOptions, 'total' | 'concurrency' | 'temporalAddress'>, total: number, concurrency: number): StackDriverOptions =>
      o.workflowType === 'bareActionsOn' ? { ...o, total, concurrency, temporalAddress: stack.temporalAddress, args: [o.body, BARE_APP_QUEUES.activities] } : { ...o, total, concurrency, temporalAddress: stack.temporalAddress };
    const pids: Record<string, number> = { ...stack.pids, bare: bare.pid, ...(n8n ? { n8n: n8n.pid } : {}) };
    const measured = async (phases: Phases, options: StackDriverOptions) => {
      const before = cpuNow(pids);
      const load = loadavg()[0]!;
      const result = await runDriver<StackPhase>(DRIVER, options);
      const after = cpuNow(pids);
      phases.add(result, (load + loadavg()[0]!) / 2, Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)])));
      return result;
    };
    const kinds = (Object.keys(inFlightKinds) as Kind[]).filter((k) => k !== 'n8n' || n8n);

    log('user stack: warm-up');
    for (const kind of kinds) await runDriver<StackPhase>(DRIVER, driverOptions(inFlightKinds[kind], 40, 10));
    for (const o of Object.values(sequentialKinds)) await runDriver<StackPhase>(DRIVER, driverOptions(o, 5, 1));

    log(`user stack: sequential runs of 1 and 6 actions (${SETTINGS.sequentialRuns} per phase, ${SETTINGS.rounds} rounds)`);
    const sequential = Object.fromEntries(Object.keys(sequentialKinds).map((k) => [k, new Phases()])) as Record<keyof typeof sequentialKinds, Phases>;
    const seqOrder = Object.keys(sequentialKinds) as (keyof typeof sequentialKinds)[];
    for (let r = 0; r < SETTINGS.rounds; r++) {
      for (const k of r % 2 === 0 ? seqOrder : [...seqOrder].reverse()) await measured(sequential[k], driverOptions(sequentialKinds[k], SETTINGS.sequentialRuns, 1));
    }

    log(`user stack: ${kinds.join(', ')} at ${SETTINGS.inFlight} in flight (${SETTINGS.phaseRuns} per phase, ${SETTINGS.rounds} rounds)`);
    const inFlight = Object.fromEntries(kinds.map((k) => [k, new Phases()])) as Record<Kind, Phases>;
    const window = { from: monotonicMicros(), to: 0 };
    for (let r = 0; r < SETTINGS.rounds; r++) {
      for (const k of r % 2 === 0 ? kinds : [...kinds].reverse()) {
        const result = await measured(inFlight[k], driverOptions(inFlightKinds[k], SETTINGS.phaseRuns, base.concurrency));
        log(`  round ${r + 1} ${k}: ${round(result.runs / result.seconds, 1)} runs/s (load ${round(loadavg()[0]!, 1)})`);
      }
    }
    window.to = monotonicMicros();
    const failed = await failedRuns(api);
    if (failed > 0) throw new Error(`${failed} of the bench's runs failed: the figures would not be of completed runs`);

    const p50 = (k: keyof typeof sequentialKinds) => percentile(sequential[k].times, 50);
    const perAction = (one: keyof typeof sequentialKinds, six: keyof typeof sequentialKinds) => round((p50(six) - p50(one)) / 5, 1);
    const result = {
      date: began.toISOString(),
      loadBefore,
      loadAfter: round(loadavg()[0]!, 2),
      raised: canRaise(),
      split: SETTINGS.split,
      n8nVersion: n8n ? n8nVersion() : undefined,
      settings: SETTINGS,
      sequential: Object.fromEntries(Object.entries(sequential).map(([k, v]) => [k, { p50: round(percentile(v.times, 50), 1), load: v.figures().load }])) as Record<keyof typeof sequentialKinds, { p50: number; load: number }>,
      perAction: { tandem: perAction('tandem 1', 'tandem 6'), bareSplit: perAction('bare split 1', 'bare split 6'), bareSame: perAction('bare same 1', 'bare same 6') },
      inFlight: Object.fromEntries(kinds.map((k) => [k, inFlight[k].figures()])) as Partial<Record<Kind, ReturnType<Phases['figures']>>>,
      profiles: undefined as ProfileSummary[] | undefined,
    };
    log(`user stack: ${JSON.stringify({ perAction: result.perAction, inFlight: Object.fromEntries(Object.entries(result.inFlight).map(([k, v]) => [k, { perSecond: v.perSecond, p50: v.p50, start: v.start.p50, load: v.load }])) })}`);
    // Stopped before the profiles are read: a Node process writes its profile as it exits.
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
    if (profileDir) result.profiles = summarizeProfiles(profileDir, log, window);
    // BENCH_STACK_JSON=<file>: every figure, for comparing runs of the bench (before and after a change).
    if (process.env.BENCH_STACK_JSON) writeFileSync(process.env.BENCH_STACK_JSON, JSON.stringify(result, null, 2));
    return result;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: unknown) => log(`while stopping: ${String(e)}`));
  }
}

export type UserStackResult = Awaited<ReturnType<typeof userStackBenchmark>>;

export const USER_STACK_HEADING = '## The product as users run it';

const mark = (met: boolean) => (met ? 'met' : 'not met');

/** The section of docs/benchmarks.md this bench writes. */
export function userStackSection(r: UserStackResult): string[] {
  const f = r.inFlight;
  const bare = f.bare!;
  const rows = (Object.keys(f) as Kind[]).map((k) => {
    const v = f[k]!;
    const vsN8n = f.n8n && k !== 'bare' ? ratio(v.perSecond, f.n8n.perSecond) : '';
    return `| ${{ bare: 'bare SDK app (barePure, client start)', manual: 'Tandem manual runs (`POST …/runs`, API token)', webhook: 'Tandem webhook runs (order flow)', n8n: `n8n ${r.n8nVersion ?? ''} webhook (order flow)` }[k]} | ${v.perSecond} | ${v.p50} / ${v.p95} | ${k === 'n8n' ? '– (answers after its run)' : `${v.start.p50} / ${v.start.p95}`} | ${k === 'bare' ? '' : ratio(v.perSecond, bare.perSecond)} | ${vsN8n} | ${v.load} |`;
  });
  const processes = [...new Set(Object.values(f).flatMap((v) => Object.keys(v!.cpuPerRun)))].filter((p) => !p.includes(':'));
  const threads = (k: Kind) =>
    Object.entries(f[k]!.cpuPerRun)
      .filter(([p, ms]) => p.startsWith('stack:') && ms >= 0.1)
      .map(([p, ms]) => `${p.slice(6)} ${ms}`)
      .join(', ');
  const cpuRows = (Object.keys(f) as Kind[]).map((k) => `| ${k} | ${processes.map((p) => f[k]!.cpuPerRun[p] ?? '').join(' | ')} | ${round(processes.reduce((sum, p) => sum + (f[k]!.cpuPerRun[p] ?? 0), 0), 1)} |`);
  const s = r.sequential;
  const manualVsN8n = f.n8n && f.manual ? ratio(f.manual.perSecond, f.n8n.perSecond) : undefined;
  const hookVsN8n = f.n8n && f.webhook ? ratio(f.webhook.perSecond, f.n8n.perSecond) : undefined;
  const vsBare = Math.min(ratio(f.manual!.perSecond, bare.perSecond), ratio(f.webhook!.perSecond, bare.perSecond));
  const actionRatio = ratio(r.perAction.tandem, r.perAction.bareSplit);
  const startRatio = ratio(f.manual!.start.p50, bare.start.p50);
  // At 10 runs in flight the bench's own processes keep both cores busy (load about 3): only the load before it tells of other programs.
  const busy = r.loadBefore > QUIET_LOAD;
  return [
    USER_STACK_HEADING,
    '',
    `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`npm run bench -- --only stack\` (scripts/bench/user-stack-bench.ts); load average (1 min) ${r.loadBefore} before, ${r.loadAfter} after.`,
    busy
      ? '**Taken on a busy machine** (load average above its 2 cores: other programs competed for them); the ratios, measured in alternating rounds, are the figures to read, ' +
        "and the CPU ms per run, which move least with the load. Runs that wait for hand-offs (the bare app's polls) and n8n, which writes every execution to SQLite " +
        'before it answers, lose most on such a machine.'
      : `Taken on a quiet machine (load average below ${QUIET_LOAD} before the bench; the load average beside each figure is mostly the bench's own processes, which keep both cores busy at 10 runs in flight).`,
    '',
    `\`npm start\`'s own stack (scripts/start-stack.ts, ${r.split === 'one' ? 'one Node process with the API, the flows worker and every app pool' : 'the API and the flows worker in one Node process, every app pool in a second (workers/src/main.ts)'}; its embedded Postgres`,
    'and Temporal dev server with their settings and logging), in a data folder of its own, driven from outside over HTTP: a user signed up through',
    'the API (session cookie, CSRF token), made an API token, and the flows are saved and put live through the API. Beside it on the same',
    "Temporal server a bare SDK app in a process of its own (scripts/bench/bare-app.ts, the SDK's default data converter: no encryption,",
    'no database), and n8n when installed in `.tools/n8n` (`npm i n8n@1.82.3 --prefix .tools/n8n`; `n8n start`, SQLite, main mode, its',
    'default execution saving). Each phase is driven from a Node process of its own (scripts/bench/stack-driver.ts): a Tandem run counts',
    "once its workflow has closed completed (a long poll on Temporal's close event, as `handle.result()` waits), a bare run the same way,",
    'an n8n request once n8n answered it after running its flow. ' +
      (r.raised ? `Every process of the bench (the stack and its servers, the bare app, n8n, the drivers) runs at niceness ${RAISED_NICENESS}.` : 'The processes ran at normal priority (the bench was not root).'),
    '',
    `Completed runs per second at ${r.settings.inFlight} in flight, ${r.settings.rounds} rounds of ${r.settings.phaseRuns} runs of each kind in alternating order; run = start to completion (ms).`,
    'Manual runs do two pure steps (`transform`, `filter` over 10 numbers), the bare app the same in its workflow; the order webhook',
    'sets total = qty × price and the SKU upper-cased (Tandem: a `variable` step; n8n: Webhook → Set → Respond to Webhook).',
    '',
    '| | runs/s | run p50 / p95 (ms) | start p50 / p95 (ms) | ÷ bare | ÷ n8n | load average |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Sequential \`http\` actions against a local HTTP target: p50 of ${r.settings.rounds * r.settings.sequentialRuns} runs of 1 and of 6 actions each (alternating); per action = (p50 of 6 − p50 of 1) / 5.`,
    '',
    '| | 1 action p50 (ms) | 6 actions p50 (ms) | per action (ms) | load average |',
    '|---|---|---|---|---|',
    `| Tandem (manual runs through the API) | ${s['tandem 1'].p50} | ${s['tandem 6'].p50} | ${r.perAction.tandem} | ${s['tandem 1'].load} |`,
    `| bare, activities on a separate queue | ${s['bare split 1'].p50} | ${s['bare split 6'].p50} | ${r.perAction.bareSplit} | ${s['bare split 1'].load} |`,
    `| bare, activities on the workflow's queue | ${s['bare same 1'].p50} | ${s['bare same 6'].p50} | ${r.perAction.bareSame} | ${s['bare same 1'].load} |`,
    '',
    `CPU ms per run of each process during the phases at ${r.settings.inFlight} in flight (from /proc; \`stack\` is npm start's Node process without its`,
    'Postgres and Temporal server, `workers-0` the second Node process when the pools run apart):',
    '',
    `| | ${processes.join(' | ')} | total |`,
    `|---|${processes.map(() => '---|').join('')}---|`,
    ...cpuRows,
    '',
    `The stack's Node process by thread (ms per run; \`main\` is the event loop: the API, the activities, the codec; \`node\` the workflow threads and libuv's pool): manual ${threads('manual')}; webhook ${threads('webhook')}.`,
    '',
    'Against the targets of this measurement:',
    '',
    `- Completed runs/s ≥ 1.0 × n8n: ${manualVsN8n === undefined ? 'n8n not installed' : `manual ${manualVsN8n}, webhook ${hookVsN8n}: ${mark(Math.min(manualVsN8n, hookVsN8n ?? 0) >= 1)}`}.`,
    `- Completed runs/s ≥ 0.9 × the bare SDK app: ${vsBare} (the lower of manual and webhook): ${mark(vsBare >= 0.9)}.`,
    `- Per sequential action ≤ 1.15 × the bare app with activities on a separate queue: ${actionRatio}: ${mark(actionRatio <= 1.15)}.`,
    `- API start-run p50 at ${r.settings.inFlight} in flight ≤ 1.5 × the bare client's own start: ${f.manual!.start.p50} against ${bare.start.p50} ms, ${startRatio}: ${mark(startRatio <= 1.5)}.`,
    '',
    ...(r.profiles?.length
      ? [
          'CPU profiles of the stack\'s Node process under this load (`BENCH_STACK_PROFILE=<folder>`; self time by place, busiest threads first):',
          '',
          ...r.profiles.slice(0, 4).map((p) => `- ${p.thread} (${p.busyMs} ms busy): ${p.top.map((t) => `${t.where} ${t.share} %`).join(', ')}`),
          '',
        ]
      : []),
  ];
}
