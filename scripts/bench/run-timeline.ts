import { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { connectDatabase } from '@tandem/platform/db';
import { runWorkflowId } from '@tandem/temporal';
import { createBenchFlow, pureInputSchema, pureItems, pureSteps, signUpBenchUser } from './bench-api.js';
import { percentile, round } from './percentiles.js';
import { closed, post } from './stack-driver.js';
import { startUserStack } from './user-stack.js';

/**
 * Where a run's time goes under load (`npx tsx scripts/bench/run-timeline.ts`): on `npm start`'s stack,
 * manual runs of the two-pure-step flow through `POST …/runs`, BENCH_RUN_TIMELINE_IN_FLIGHT (10) at a
 * time, BENCH_RUN_TIMELINE_RUNS (400) after 30 sequential warm-ups. Each run's times as this client saw
 * them (request sent, answer received, close heard on a long poll, as the stack bench's driver does) are set beside the server's event
 * times of its history (same machine, same clock); the medians of every segment of the middle 80 %:
 * - the API before the server stamped the start (its queries, the start request reaching the server);
 * - from that stamp to the API's answer (the rest of the start call, then the answer);
 * - from that stamp to the workflow task's completion (the first task comes with an eager start's answer);
 * - from the run's close to this client hearing of it.
 */
const RUNS = Number(process.env.BENCH_RUN_TIMELINE_RUNS ?? 400);
const IN_FLIGHT = Number(process.env.BENCH_RUN_TIMELINE_IN_FLIGHT ?? 10);
const EventType = proto.temporal.api.enums.v1.EventType;
type Event = proto.temporal.api.history.v1.IHistoryEvent;

/** Wall-clock milliseconds with the monotonic clock's precision (the server stamps events on the wall clock). */
const now = () => performance.timeOrigin + performance.now();
const eventMs = (e: Event) => Number(e.eventTime!.seconds) * 1000 + e.eventTime!.nanos! / 1e6;

type Timed = { workflowId: string; sent: number; answered: number; heard: number };

const stack = await startUserStack(console.log);
try {
  const db = connectDatabase(stack.databaseUrl, 1);
  const api = await signUpBenchUser(stack.base, db).finally(() => db.destroy());
  const flow = await createBenchFlow(api, 'pure manual', { type: 'manual' }, pureSteps, pureInputSchema);
  const url = `${stack.base}/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/runs`;
  const connection = await Connection.connect({ address: stack.temporalAddress });
  const one = async (): Promise<Timed> => {
    const sent = now();
    const answer = await post(url, { input: { items: pureItems } }, { authorization: `Bearer ${api.token}` });
    const answered = now();
    if (answer.status !== 201) throw new Error(`${answer.status} ${answer.text}`);
    const { runId } = JSON.parse(answer.text) as { runId: string };
    const workflowId = runWorkflowId(runId);
    await closed(connection, workflowId);
    return { workflowId, sent, answered, heard: now() };
  };
  for (let i = 0; i < 30; i++) await one();
  const timed: Timed[] = [];
  let left = RUNS;
  const began = now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => { while (left-- > 0) timed.push(await one()); }));
  const runsPerSecond = round(RUNS / ((now() - began) / 1000), 1);
  const segments: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (segments[name] ??= []).push(ms);
  for (const run of timed.slice(Math.floor(RUNS / 10), Math.ceil(RUNS * 0.9))) {
    const events = (await connection.workflowService.getWorkflowExecutionHistory({ namespace: 'default', execution: { workflowId: run.workflowId } })).history?.events ?? [];
    const first = (type: number) => events.find((e) => e.eventType === type);
    const started = eventMs(events[0]!);
    const taskDone = eventMs(first(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED)!);
    const close = eventMs(events.at(-1)!);
    add('request → start stamped', started - run.sent);
    add('start stamped → answer', run.answered - started);
    add('start stamped → first task completed', taskDone - started);
    add('first task completed → close', close - taskDone);
    add('close → heard', run.heard - close);
    add('whole run', run.heard - run.sent);
  }
  const medians = Object.fromEntries(Object.entries(segments).map(([name, values]) => [name, round(percentile(values, 50), 1)]));
  console.log(JSON.stringify({ inFlight: IN_FLIGHT, runs: RUNS, runsPerSecond, medians }));
  await connection.close();
} finally {
  await stack.stop();
}
process.exit(0);
