import { Client, Connection } from '@temporalio/client';
import { dataConverter } from '@tandem/platform/codec';
import { configFromEnv } from '@tandem/platform/config';
import { connectDatabase } from '@tandem/platform/db';
import { runWorkflowId } from '@tandem/temporal';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { workflowResult } from '../test-env/started-workflow.js';
import type { BenchApi } from './bench-api.js';
import { percentile, round } from './percentiles.js';

/**
 * The runs of one phase of the engine-ratio benchmark, `total` of them with `concurrency` in flight,
 * driven from a process of its own (scripts/bench/child-driver.ts) like any outside client: the time
 * the bench's own client spends never queues behind the workers and the API it measures. Each run is
 * started (the bare workflow by the client, a Tandem run through the API or its hook) and awaited on
 * its workflow's result.
 */
export type InFlightOptions = {
  kind: 'bare' | 'manual' | 'webhook';
  total: number;
  concurrency: number;
  temporalAddress: string;
  databaseUrl: string;
  items: number[];
  bareQueue: string;
  api: BenchApi;
  manualFlowId: string;
  /** The hook URL of the webhook flow. */
  hookUrl: string;
};

/** Kept-alive connections for the API calls: a client as light as the bare app's gRPC one (fetch costs about 0.2 ms more per call). */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs JSON and answers the JSON of the expected status (any other throws). */
function postJson(url: string, body: unknown, status: number, headers: Record<string, string> = {}): Promise<{ runId: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => (res.statusCode === status ? resolve(JSON.parse(text) as { runId: string }) : reject(new Error(`POST ${url}: ${res.statusCode} ${text}`))));
    });
    req.once('error', reject).end(data);
  });
}

async function phase(options: InFlightOptions) {
  const db = connectDatabase(options.databaseUrl, 2);
  const connection = await Connection.connect({ address: options.temporalAddress });
  const client = new Client({ connection, dataConverter: dataConverter(db, configFromEnv({})) });
  const { items, api } = options;
  const starts: number[] = [];
  /** Starts one run; answers its workflow id once started (for Tandem: once the API answered). */
  const start: Record<InFlightOptions['kind'], () => Promise<string>> = {
    bare: async () => (await client.workflow.start('barePure', { taskQueue: options.bareQueue, workflowId: `bare_p_${ulid()}`, args: [items] })).workflowId,
    manual: async () => runWorkflowId((await postJson(`${api.base}/api/workspaces/${api.workspaceId}/flows/${options.manualFlowId}/runs`, { input: { items } }, 201, { authorization: `Bearer ${api.token}` })).runId),
    webhook: async () => runWorkflowId((await postJson(options.hookUrl, { items }, 202)).runId),
  };
  const times: number[] = [];
  let next = 0;
  /** Results asked for before the workflow existed (asked again a few ms later). */
  let early = 0;
  const began = performance.now();
  try {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next++ < options.total) {
          const started = performance.now();
          const workflowId = await start[options.kind]();
          starts.push(performance.now() - started);
          await workflowResult(client, workflowId, { onEarly: () => early++ });
          times.push(performance.now() - started);
        }
      }),
    );
  } finally {
    agent.destroy();
    await connection.close();
    await db.destroy();
  }
  const seconds = (performance.now() - began) / 1000;
  return { runs: options.total, seconds, times, starts, early };
}

/** What a phase measured: its runs, how long they took together, each one's start-to-completion and start times (ms). */
export type InFlightPhase = Awaited<ReturnType<typeof phase>>;

/** Phases of one kind taken together: completed runs per second, start-to-completion and start p50/p95 (ms). */
export function inFlightFigures(phases: readonly InFlightPhase[]) {
  const all = (pick: (p: InFlightPhase) => number[]) => phases.flatMap(pick);
  const runs = phases.reduce((sum, p) => sum + p.runs, 0);
  const seconds = phases.reduce((sum, p) => sum + p.seconds, 0);
  return {
    perSecond: round(runs / seconds, 1),
    p50: round(percentile(all((p) => p.times), 50), 1),
    p95: round(percentile(all((p) => p.times), 95), 1),
    start: { p50: round(percentile(all((p) => p.starts), 50), 1), p95: round(percentile(all((p) => p.starts), 95), 1) },
    early: phases.reduce((sum, p) => sum + p.early, 0),
  };
}

if (process.argv[1] === import.meta.filename) {
  const options = JSON.parse(process.argv[2] ?? '') as InFlightOptions;
  process.stdout.write(JSON.stringify(await phase(options)) + '\n');
}
