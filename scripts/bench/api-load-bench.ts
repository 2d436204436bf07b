import type { Client } from '@temporalio/client';
import type { Db } from '@tandem/platform/db';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { callApi, createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser, type BenchApi } from './bench-api.js';
import { startBenchStack, type BenchStack } from './bench-stack.js';
import { belowKnee, kneeRate } from './knee.js';
import type { LoadStepFigures } from './load-driver.js';
import { connectionsFor, runLoadStep } from './load-step.js';
import { round } from './percentiles.js';

/**
 * The API under load (npm run bench, or alone with `npm run bench -- --only api-load`): start-run
 * and list-runs driven by autocannon at fixed rising rates, on the dev server and on the
 * production-like full server, each in a stack of its own. A start counts as throughput only when
 * its run completes: after each start step the bench waits until every run it started has closed.
 */
export type ApiLoadMode = 'dev' | 'full';

const rates = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map(Number);
export const API_LOAD_SETTINGS = {
  stepSeconds: Number(process.env.BENCH_API_LOAD_SECONDS ?? 8),
  startRates: rates('BENCH_API_LOAD_START_RATES', '10,20,30,40,60,80,120,160'),
  listRates: rates('BENCH_API_LOAD_LIST_RATES', '20,40,80,120,160,240,320'),
  /** How long the runs a start step started may take to close after it (and before the list steps). */
  drainSeconds: 20,
  /** Rising stops after this many steps in a row past the knee. */
  stepsPastKnee: 2,
  /** The pool the API and the workers share: `npm start`'s default. */
  databasePool: 10,
  modes: (process.env.BENCH_API_LOAD_MODES ?? 'dev,full').split(',') as ApiLoadMode[],
};


const countRuns = async (client: Client, status: string) =>
  (await client.workflow.count(`WorkflowType='runFlow' AND ExecutionStatus${status === 'closed' ? "!='Running'" : `='${status}'`}`)).count;

async function startedRuns(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('runs').select((eb) => eb.fn.countAll<string>().as('count')).where('workspaceId', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Waits until every run started so far has closed; answers the seconds it took, or null past the bound. */
async function drain(stack: BenchStack, workspaceId: string): Promise<number | null> {
  const started = performance.now();
  // The target is read again each time: a start still being handled adds its run late.
  while ((await countRuns(stack.client, 'closed')) < (await startedRuns(stack.db, workspaceId))) {
    if (performance.now() - started > API_LOAD_SETTINGS.drainSeconds * 1000) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return round((performance.now() - started) / 1000, 1);
}

export type StartStep = LoadStepFigures & {
  /** Runs the step started (rows of the runs index). */
  started: number;
  /** Of those, closed as completed by the end of the step, and after the drain. */
  completedInStep: number;
  completed: number;
  /** Seconds after the step until every started run had closed; null: not within the bound. */
  drainSeconds: number | null;
  allCompleted: boolean;
};

/** Rates from the lowest up, stopping after `stepsPastKnee` steps in a row past the knee (or a start step whose runs did not all close). */
async function rising<T extends LoadStepFigures & { allCompleted?: boolean }>(list: number[], step: (rate: number) => Promise<T>, log: (line: string) => void): Promise<T[]> {
  const steps: T[] = [];
  let past = 0;
  for (const rate of list) {
    const figures = await step(rate);
    steps.push(figures);
    log(`  ${rate} req/s offered: ${figures.achieved} achieved, p50 ${figures.p50} / p95 ${figures.p95} / p99 ${figures.p99} ms, ${figures.non2xx} non-2xx, ${figures.errors} errors`);
    past = belowKnee(figures) ? 0 : past + 1;
    if (past >= API_LOAD_SETTINGS.stepsPastKnee || figures.allCompleted === false) break;
  }
  return steps;
}

async function modeBenchmark(mode: ApiLoadMode, log: (line: string) => void) {
  const loadBefore = loadavg()[0]!;
  const stack = await startBenchStack(log, { temporal: mode, devServerFile: true, databasePool: API_LOAD_SETTINGS.databasePool, runOutcomes: true });
  try {
    const api: BenchApi = await signUpBenchUser(stack.apiBase, stack.db);
    const flow = await createBenchFlow(api, 'load', { type: 'manual' }, pureSteps, pureInputSchema);
    const runsPath = `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`;
    const listPath = `/api/workspaces/${api.workspaceId}/runs`;
    const body = { input: { items: pureItems } };
    // Warm-up: the first starts and lists compile, connect and fill caches.
    for (let i = 0; i < 20; i++) await Promise.all([callApi(api, 'POST', runsPath, body), callApi(api, 'GET', listPath)]);
    await drain(stack, api.workspaceId);
    const headers = { authorization: `Bearer ${api.token}` };
    const step = (rate: number, method: 'GET' | 'POST', path: string) =>
      runLoadStep({
        url: `${api.base}${path}`,
        method,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        rate,
        connections: connectionsFor(rate),
        seconds: API_LOAD_SETTINGS.stepSeconds,
      });

    log(`api load (${mode}): start-run`);
    const startRun = await rising(
      API_LOAD_SETTINGS.startRates,
      async (rate): Promise<StartStep> => {
        const [startedBefore, completedBefore] = [await startedRuns(stack.db, api.workspaceId), await countRuns(stack.client, 'Completed')];
        const figures = await step(rate, 'POST', runsPath);
        const completedInStep = (await countRuns(stack.client, 'Completed')) - completedBefore;
        const drainSeconds = await drain(stack, api.workspaceId);
        const started = (await startedRuns(stack.db, api.workspaceId)) - startedBefore;
        const completed = (await countRuns(stack.client, 'Completed')) - completedBefore;
        log(`    runs: ${completed} of ${started} completed (${completedInStep} during the step), all closed ${drainSeconds === null ? 'not in time' : `${drainSeconds} s after it`}`);
        return { ...figures, started, completedInStep, completed, drainSeconds, allCompleted: drainSeconds !== null && completed >= started };
      },
      log,
    );
    // The list steps begin once the runs of the last start step have closed (or the bound has passed).
    await drain(stack, api.workspaceId);
    const runsInList = await startedRuns(stack.db, api.workspaceId);
    log(`api load (${mode}): list-runs (the first page of ${runsInList} runs)`);
    const listRuns = await rising(API_LOAD_SETTINGS.listRates, (rate) => step(rate, 'GET', listPath), log);
    const result = { mode, startRun, listRuns, runsInList, startKnee: kneeRate(startRun), listKnee: kneeRate(listRuns), loadBefore: round(loadBefore, 2), loadAfter: round(loadavg()[0]!, 2) };
    log(`api load (${mode}): knee of start-run ${result.startKnee ?? '-'} req/s, of list-runs ${result.listKnee ?? '-'} req/s`);
    return result;
  } finally {
    await stack.stop();
  }
}

export type ApiLoadModeResult = Awaited<ReturnType<typeof modeBenchmark>>;

export async function apiLoadBenchmark(log: (line: string) => void): Promise<{ date: string; modes: ApiLoadModeResult[] }> {
  const modes: ApiLoadModeResult[] = [];
  for (const mode of API_LOAD_SETTINGS.modes) modes.push(await modeBenchmark(mode, log));
  return { date: new Date().toISOString().slice(0, 10), modes };
}

export type ApiLoad = Awaited<ReturnType<typeof apiLoadBenchmark>>;
