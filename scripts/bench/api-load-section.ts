import { DEV_SERVER_DYNAMIC_CONFIG, DEV_SERVER_SQLITE_PRAGMAS, FULL_SERVER_DYNAMIC_CONFIG, TEMPORAL_SERVER_VERSION } from '@tandem/temporal/server';
import { cpus, platform, release, totalmem } from 'node:os';
import { API_LOAD_SETTINGS, type ApiLoad, type ApiLoadModeResult, type StartStep } from './api-load-bench.js';
import { BENCH_PLAN } from './bench-api.js';
import { KNEE_BOUNDS } from './knee.js';
import type { LoadStepFigures } from './load-driver.js';

export const API_LOAD_HEADING = '## The API under load';

const settings = (values: Record<string, number | string>) =>
  Object.entries(values)
    .map(([key, value]) => `\`${key}=${value}\``)
    .join(', ');

const MODE_TITLES: Record<ApiLoadModeResult['mode'], string> = { dev: 'The dev server', full: 'The production-like server' };

function serverText(mode: ApiLoadModeResult['mode'], temporalVersion: string): string {
  if (mode === 'dev')
    return `\`temporal server start-dev\` (${temporalVersion}) as \`npm start\` runs it: its data in a SQLite file (${settings(DEV_SERVER_SQLITE_PRAGMAS)}), dynamic config ${settings(DEV_SERVER_DYNAMIC_CONFIG)}.`;
  return `The full Temporal Server ${TEMPORAL_SERVER_VERSION} (built from its Go module, as \`npm run start:prod-like\` runs it): every service in one process, the bench's Postgres for persistence and visibility, 4 history shards, dynamic config ${settings(FULL_SERVER_DYNAMIC_CONFIG)}.`;
}

const latencies = (s: LoadStepFigures) => `${s.p50} / ${s.p95} / ${s.p99}`;
const non2xx = (s: LoadStepFigures) => (s.non2xx ? `${s.non2xx} (${Object.entries(s.statusCodes).map(([code, count]) => `${code}: ${count}`).join(', ')})` : '0');
const errors = (s: LoadStepFigures) => (s.errors ? `${s.errors} (${s.timeouts} timeouts)` : '0');
/** The knee as a rate; when the highest rate offered still kept up, the knee lies above it. */
function knee(rate: number | null, steps: readonly LoadStepFigures[]): string {
  if (rate === null) return `below ${steps[0]?.offered ?? '?'} req/s`;
  return rate === steps.at(-1)?.offered ? `at least ${rate} req/s (the highest rate offered)` : `${rate} req/s`;
}

function startRow(s: StartStep): string {
  const drained = s.drainSeconds === null ? `not within ${API_LOAD_SETTINGS.drainSeconds} s` : `${s.drainSeconds} s`;
  return `| ${s.offered} | ${s.connections} | ${s.achieved} | ${latencies(s)} | ${non2xx(s)} | ${errors(s)} | ${s.started} | ${s.completedInStep} | ${s.completed} (${drained}) |`;
}

const listRow = (s: LoadStepFigures) => `| ${s.offered} | ${s.connections} | ${s.achieved} | ${latencies(s)} | ${non2xx(s)} | ${errors(s)} |`;

function modeSection(r: ApiLoadModeResult, temporalVersion: string): string[] {
  return [
    `### ${MODE_TITLES[r.mode]}`,
    '',
    serverText(r.mode, temporalVersion),
    `Load average (1 min) ${r.loadBefore} before the stack started, ${r.loadAfter} at its end.`,
    '',
    `Start-run, \`POST /api/workspaces/:ws/flows/:flowId/runs\`: knee **${knee(r.startKnee, r.startRun)}**.`,
    '',
    '| offered req/s | connections | achieved 2xx/s | p50 / p95 / p99 (ms) | non-2xx | errors | runs started | completed during the step | completed after it (time to close all) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.startRun.map(startRow),
    '',
    `List-runs, \`GET /api/workspaces/:ws/runs\` (the first page, 50 of ${r.runsInList} runs): knee **${knee(r.listKnee, r.listRuns)}**.`,
    '',
    '| offered req/s | connections | achieved 2xx/s | p50 / p95 / p99 (ms) | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...r.listRuns.map(listRow),
    '',
  ];
}

export function apiLoadSection(r: ApiLoad & { temporalVersion: string }): string[] {
  const cpu = cpus();
  const s = API_LOAD_SETTINGS;
  return [
    API_LOAD_HEADING,
    '',
    `Measured on ${r.date} by \`npm run bench\` (alone: \`npm run bench -- --only api-load\`; scripts/bench/api-load-bench.ts) on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'},`,
    `${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.version}.`,
    '',
    'Each mode gets a stack of its own: an embedded Postgres, the Temporal server of that mode, and Tandem\'s API (with its run watcher) and',
    `every worker pool in the bench process, sharing a pool of ${s.databasePool} database connections (as \`npm start\` runs them). One workspace with an API token and a`,
    'manual flow of two pure steps (`transform`, `filter` over the 10 numbers each start sends); pure steps call no app and use no credits.',
    `The workspace's billing user is on the ${BENCH_PLAN.plan} plan with ${BENCH_PLAN.includedCredits.toLocaleString('en')} credits a month and no credit limit, set in its billing info`,
    "as an operator would. These two routes have no rate limit of their own (the API limits sign-in, sign-up, webhooks and public pages),",
    'so every non-2xx answer below is an error of the API, not a limit.',
    '',
    `autocannon, in a Node process of its own, offers each rate for ${s.stepSeconds} s (its \`overallRate\`), from the lowest up, with half as many`,
    'connections as the rate (at least 4): each connection sends its share at the start of every second, so arrivals come in small',
    'bursts, and a connection keeps up while answers take under half a second. Latencies are those of every answer. After each',
    `start step the bench waits (up to ${s.drainSeconds} s) until every run the step started has closed in Temporal: a start that never runs`,
    `is no throughput; the list steps begin once they have. Rising stops after ${s.stepsPastKnee} steps in a row past the knee.`,
    '',
    `The **knee** is the highest offered rate up to which every step achieved at least ${KNEE_BOUNDS.achievedShare * 100} % of it as 2xx answers, with p99 under`,
    `${KNEE_BOUNDS.p99Ms} ms, no non-2xx answer, no connection error or timeout, and, for starts, every started run completed.`,
    'A start answers once the run is accepted (docs/performance.md, the run intake), so above the rate at which the machine completes',
    'runs the API keeps accepting them and they queue: the start-run knee is the rate of starts it takes in without loss, and the',
    '"completed during the step" column shows the rate at which runs complete.',
    `Each mode notes the machine's load average: above ${cpu.length} (its cores) other programs competed for them, and the knees are lower`,
    'than a quiet machine gives.',
    '',
    '| mode | start-run knee | list-runs knee |',
    '|---|---|---|',
    ...r.modes.map((m) => `| ${MODE_TITLES[m.mode].replace(/^The /, '')} | ${knee(m.startKnee, m.startRun)} | ${knee(m.listKnee, m.listRuns)} |`),
    '',
    ...r.modes.flatMap((m) => modeSection(m, r.temporalVersion)),
  ];
}
