import { lit, op, ref } from '@tandem/catalog';
import { runWorkflowId } from '@tandem/temporal';
import { ulid } from 'ulid';
import { BARE_QUEUE, startBareWorker } from './bare-worker.js';
import { callApi, createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser } from './bench-api.js';
import type { BenchStack } from './bench-stack.js';
import { percentile, ratio, round } from './percentiles.js';
import { workflowResult } from '../test-env/started-workflow.js';
import { runDriver } from './child-driver.js';
import { inFlightFigures, type InFlightOptions, type InFlightPhase } from './in-flight-driver.js';
import { timed } from './in-flight.js';

const DRIVER = new URL('./in-flight-driver.ts', import.meta.url).pathname;

/**
 * Tandem beside the engine (npm run bench): a bare Temporal app — a hand-written workflow whose
 * activities make the same HTTP calls, on its own task queue, same payload codec — against the same work as a
 * Tandem flow started through the HTTP API (authentication, database rows, codec, interpreter, the
 * action activity with its connection, credit and health bookkeeping).
 */
const SEQUENTIAL_RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 30);
const SHORT = 1;
/** Runs of each kind per phase of the in-flight measurements (BENCH_ENGINE_PHASE_RUNS), in two rounds. */
const PHASE_RUNS = Number(process.env.BENCH_ENGINE_PHASE_RUNS ?? 200);
const ROUND_ORDERS: InFlightOptions['kind'][][] = [
  ['bare', 'manual', 'webhook'],
  ['webhook', 'manual', 'bare'],
];
const LONG = 6;

const httpSteps = (apiUrl: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `call_${i}`, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${apiUrl}/step/${i}`) } }));

export async function engineRatioBenchmark(stack: BenchStack, log: (line: string) => void) {
  const bareWorker = await startBareWorker(stack);
  try {
    const api = await signUpBenchUser(stack.apiBase, stack.db);
    const client = stack.client;
    const bare = (n: number) => () =>
      client.workflow.execute('bareActions', { taskQueue: BARE_QUEUE, workflowId: `bare_${ulid()}`, args: [Array.from({ length: n }, (_, i) => `${stack.apiUrl}/step/${i}`)] });
    const flows = { short: await createBenchFlow(api, 'short', { type: 'manual' }, httpSteps(stack.apiUrl, SHORT)), long: await createBenchFlow(api, 'long', { type: 'manual' }, httpSteps(stack.apiUrl, LONG)) };
    const tandem = (flow: { flowId: string }) => async () => {
      const { runId } = await callApi(api, 'POST', `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`, {});
      await workflowResult(client, runWorkflowId(runId));
    };

    log(`engine ratio: ${SHORT} and ${LONG} sequential actions, bare SDK and Tandem through the API`);
    for (let i = 0; i < 5; i++) await Promise.all([bare(LONG)(), tandem(flows.long)()]);
    const seq = { bareShort: [] as number[], bareLong: [] as number[], tandemShort: [] as number[], tandemLong: [] as number[] };
    for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
      seq.bareShort.push(await timed(bare(SHORT)));
      seq.tandemShort.push(await timed(tandem(flows.short)));
      seq.bareLong.push(await timed(bare(LONG)));
      seq.tandemLong.push(await timed(tandem(flows.long)));
    }
    const p50 = (list: number[]) => percentile(list, 50);
    const perAction = (short: number[], long: number[]) => round((p50(long) - p50(short)) / (LONG - SHORT), 1);
    const sequential = {
      bare: { short: round(p50(seq.bareShort), 1), long: round(p50(seq.bareLong), 1), perAction: perAction(seq.bareShort, seq.bareLong) },
      tandem: { short: round(p50(seq.tandemShort), 1), long: round(p50(seq.tandemLong), 1), perAction: perAction(seq.tandemShort, seq.tandemLong) },
    };

    log('engine ratio: two pure steps, manual and webhook runs at 10 and 50 in flight');
    const items = pureItems;
    const manualFlow = await createBenchFlow(api, 'pure manual', { type: 'manual' }, pureSteps, pureInputSchema);
    const hookFlow = await createBenchFlow(api, 'pure webhook', { type: 'webhook' }, [
      { name: 'doubled', type: 'utility', utility: 'transform', input: { list: ref('trigger', 'body', 'items'), mapping: op('multiply', ref('item'), lit(2)) } },
      pureSteps[1],
    ]);
    await callApi(api, 'PUT', `/api/workspaces/${api.workspaceId}/flows/${hookFlow.flowId}/live`, { versionId: hookFlow.versionId });
    const trigger = await callApi(api, 'GET', `/api/workspaces/${api.workspaceId}/flows/${hookFlow.flowId}/trigger`);
    const hookUrl = `${stack.apiBase}${new URL(trigger.hookUrl as string).pathname}`;
    const drive = (kind: InFlightOptions['kind'], total: number, concurrency: number) =>
      runDriver<InFlightPhase>(DRIVER, { kind, total, concurrency, temporalAddress: stack.temporalAddress, databaseUrl: stack.databaseUrl, items, bareQueue: BARE_QUEUE, api, manualFlowId: manualFlow.flowId, hookUrl } satisfies InFlightOptions);
    await drive('manual', 40, 10);
    await drive('webhook', 40, 10);
    await drive('bare', 40, 10);
    const throughput = [];
    for (const concurrency of (process.env.BENCH_ENGINE_IN_FLIGHT ?? '10,50').split(',').filter(Boolean).map(Number)) {
      // Rounds in alternating order, so a machine that gets busier or quieter on the way weighs on every kind alike.
      const phases: Record<InFlightOptions['kind'], InFlightPhase[]> = { bare: [], manual: [], webhook: [] };
      for (const [round, order] of ROUND_ORDERS.entries()) {
        for (const kind of order) phases[kind].push(await drive(kind, PHASE_RUNS, concurrency));
        log(`engine ratio: ${concurrency} in flight, round ${round + 1} of ${ROUND_ORDERS.length} done`);
      }
      const [bare, manual, webhook] = [inFlightFigures(phases.bare), inFlightFigures(phases.manual), inFlightFigures(phases.webhook)];
      const total = PHASE_RUNS * ROUND_ORDERS.length;
      throughput.push({ concurrency, bare, manual, webhook });
      log(`engine ratio: ${concurrency} in flight, results asked before the workflow existed: manual ${manual.early}, webhook ${webhook.early} of ${total}`);
    }
    return { sequential, throughput };
  } finally {
    await bareWorker.stop();
  }
}

export type EngineRatio = Awaited<ReturnType<typeof engineRatioBenchmark>>;

export const ENGINE_RATIO_HEADING = '## Tandem beside the engine';

export function engineRatioSection(r: EngineRatio): string[] {
  return [
    ENGINE_RATIO_HEADING,
    '',
    'A bare Temporal app — a hand-written workflow whose activities make the same HTTP GET, on its own task queue, with the',
    "same payload codec as every client of this server — against the same work as a Tandem flow started through the HTTP API",
    'with an API token (authentication, the run row, the interpreter, the action activity with its connection, credit and health',
    'bookkeeping).',
    "Completion is awaited on the run's workflow in both cases. scripts/bench/engine-ratio-bench.ts.",
    '',
    `Sequential actions: p50 of ${SEQUENTIAL_RUNS} runs of ${SHORT} and of ${LONG} actions, alternating; per action = (p50 of ${LONG} − p50 of ${SHORT}) / ${LONG - SHORT}.`,
    '',
    `| | bare SDK | Tandem | ratio (target ≤ 1.15) |`,
    '|---|---|---|---|',
    `| run of ${SHORT} action, p50 (ms) | ${r.sequential.bare.short} | ${r.sequential.tandem.short} | ${ratio(r.sequential.tandem.short, r.sequential.bare.short)} |`,
    `| run of ${LONG} actions, p50 (ms) | ${r.sequential.bare.long} | ${r.sequential.tandem.long} | ${ratio(r.sequential.tandem.long, r.sequential.bare.long)} |`,
    `| per sequential action (ms) | ${r.sequential.bare.perAction} | ${r.sequential.tandem.perAction} | ${ratio(r.sequential.tandem.perAction, r.sequential.bare.perAction)} |`,
    '',
    'A flow of two pure steps (`transform`, `filter` over 10 numbers): completed runs per second and start-to-completion p50/p95 (ms),',
    "manual runs through `POST …/runs` and webhook runs through the flow's hook URL, against the bare workflow started by the client.",
    `Each kind runs ${PHASE_RUNS * ROUND_ORDERS.length} times per row, in ${ROUND_ORDERS.length} rounds of ${PHASE_RUNS} in alternating order, each phase driven from a Node process of its own`,
    '(scripts/bench/in-flight-driver.ts) that starts a run and awaits its workflow\'s result, like an outside client.',
    "API start-run is the time until `POST …/runs` answers (once the run's workflow has started: docs/performance.md, the run intake);",
    "for scale, the bare client's own `workflow.start` in the same loop.",
    '',
    "| in flight | bare SDK runs/s (p50 / p95) | manual runs/s (p50 / p95) | ratio (target ≥ 0.9) | webhook runs/s (p50 / p95) | ratio | API start-run p50 / p95 (ms) (target p50 ≤ 15 at 10) | bare client's workflow.start p50 / p95 (ms) |",
    '|---|---|---|---|---|---|---|---|',
    ...r.throughput.map(
      (t) =>
        `| ${t.concurrency} | ${t.bare.perSecond} (${t.bare.p50} / ${t.bare.p95}) | ${t.manual.perSecond} (${t.manual.p50} / ${t.manual.p95}) | ${ratio(t.manual.perSecond, t.bare.perSecond)} | ${t.webhook.perSecond} (${t.webhook.p50} / ${t.webhook.p95}) | ${ratio(t.webhook.perSecond, t.bare.perSecond)} | ${t.manual.start.p50} / ${t.manual.start.p95} | ${t.bare.start.p50} / ${t.bare.start.p95} |`,
    ),
    '',
  ];
}
