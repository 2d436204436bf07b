import { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { connectDatabase } from '@tandem/platform/db';
import { runWorkflowId } from '@tandem/temporal';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lit } from '@tandem/catalog';
import { BARE_APP_QUEUES } from './bare-app.js';
import { callApi, createBenchFlow, signUpBenchUser } from './bench-api.js';
import { percentile, round } from './percentiles.js';
import { startUserStack } from './user-stack.js';

/**
 * Where a sequential action's time goes (`npx tsx scripts/bench/action-timeline.ts`): on `npm start`'s
 * stack, runs of 6 `http` actions one after the other, and the bare app's `bareActionsOn` (activities on
 * a queue of their own) on the same server; then, from each run's history, the medians of every step's
 * segments: the hand-off to the activity (scheduled → started), the activity (started → completed), the
 * hand-off back (completed → the next workflow task started) and the workflow task (started →
 * completed). Event times only: no payload is decoded. BENCH_TIMELINE_RUNS runs of each (40), one Tandem
 * run and one bare run in turn.
 */
const RUNS = Number(process.env.BENCH_TIMELINE_RUNS ?? 40);
const ACTIONS = 6;
const EventType = proto.temporal.api.enums.v1.EventType;
type Event = proto.temporal.api.history.v1.IHistoryEvent;

const ms = (e: Event) => Number(e.eventTime!.seconds) * 1000 + e.eventTime!.nanos! / 1e6;

/** Each activity's four segments, from one history. */
function segments(events: Event[]) {
  const out = { toActivity: [] as number[], activity: [] as number[], back: [] as number[], workflowTask: [] as number[] };
  const byId = new Map(events.map((e) => [Number(e.eventId), e]));
  for (const [i, e] of events.entries()) {
    if (e.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED) {
      const started = byId.get(Number(e.workflowTaskCompletedEventAttributes!.startedEventId));
      if (started) out.workflowTask.push(ms(e) - ms(started));
    }
    if (e.eventType !== EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED) continue;
    const attributes = e.activityTaskCompletedEventAttributes!;
    const scheduled = byId.get(Number(attributes.scheduledEventId))!;
    const started = byId.get(Number(attributes.startedEventId))!;
    out.toActivity.push(ms(started) - ms(scheduled));
    out.activity.push(ms(e) - ms(started));
    const next = events.slice(i + 1).find((n) => n.eventType === EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
    if (next) out.back.push(ms(next) - ms(e));
  }
  return out;
}

async function historyOf(connection: Connection, workflowId: string): Promise<Event[]> {
  const response = await connection.workflowService.getWorkflowExecutionHistory({ namespace: 'default', execution: { workflowId } });
  return response.history?.events ?? [];
}

const target = createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"ok":true}'));
await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
// The TCP connections the target accepted: a handful, if both sides keep theirs alive.
let connections = 0;
target.on('connection', () => connections++);
const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
const stack = await startUserStack(console.log, { env: { TANDEM_EGRESS_ALLOW: new URL(targetUrl).host } });
const bare = spawn(process.execPath, ['--import', 'tsx', new URL('./bare-app.ts', import.meta.url).pathname, stack.temporalAddress], { stdio: ['ignore', 'pipe', 'inherit'] });
try {
  await new Promise<void>((resolve) => bare.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
  const db = connectDatabase(stack.databaseUrl, 1);
  const api = await signUpBenchUser(stack.base, db).finally(() => db.destroy());
  const steps = Array.from({ length: ACTIONS }, (_, i) => ({ name: `call_${i}`, type: 'action', app: 'http', action: 'request.send', input: { method: lit('get'), url: lit(`${targetUrl}/step/${i}`) } }));
  const flow = await createBenchFlow(api, 'timeline', { type: 'manual' }, steps);
  const connection = await Connection.connect({ address: stack.temporalAddress });
  const client = new Client({ connection });
  const tandem: string[] = [];
  const bareIds: string[] = [];
  const urls = Array.from({ length: ACTIONS }, (_, i) => `${targetUrl}/step/${i}`);
  for (let r = 0; r < RUNS + 5; r++) {
    const { runId } = await callApi(api, 'POST', `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`, {});
    const workflowId = runWorkflowId(runId as string);
    for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
      try {
        await connection.workflowService.describeWorkflowExecution({ namespace: 'default', execution: { workflowId } });
        break;
      } catch (error) {
        // Not found: the API answered before the workflow existed.
        if ((error as { code?: number }).code !== 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    // The close event, without decoding the result (the driver's way); only completed runs are timed.
    const closed = await connection.workflowService.getWorkflowExecutionHistory({ namespace: 'default', execution: { workflowId }, waitNewEvent: true, historyEventFilterType: 2 });
    if (!closed.history?.events?.[0]?.workflowExecutionCompletedEventAttributes) throw new Error(`${workflowId} did not complete`);
    const bareId = `timeline_${Date.now()}_${r}`;
    await client.workflow.execute('bareActionsOn', { taskQueue: BARE_APP_QUEUES.split, workflowId: bareId, args: [urls, BARE_APP_QUEUES.activities] });
    // The first 5 of each warm up.
    if (r >= 5) {
      tandem.push(workflowId);
      bareIds.push(bareId);
    }
  }
  const summary = async (ids: string[]) => {
    const all = { toActivity: [] as number[], activity: [] as number[], back: [] as number[], workflowTask: [] as number[] };
    for (const id of ids) for (const [k, v] of Object.entries(segments(await historyOf(connection, id)))) all[k as keyof typeof all].push(...v);
    return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, round(percentile(v, 50), 2)]));
  };
  console.log(JSON.stringify({ connections, runs: RUNS, tandem: await summary(tandem), bare: await summary(bareIds) }));
  await connection.close();
} finally {
  bare.kill('SIGTERM');
  target.close();
  await stack.stop();
}
process.exit(0);
