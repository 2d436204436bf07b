import { ApplicationFailure, WorkflowFailedError, type Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import type { Db } from '../db/index.js';
import type { RunStatus } from '../db/tables/runs.js';
import type { Mailer } from '../notifications/mailer.js';
import { notify } from '../notifications/notify.js';
import { notifyRunFailed, runLink, type RunError } from './run-failed-notice.js';
import { statusOf } from './run-status.js';

export type RunOutcomeDeps = { db: Db; temporal: Client; mailer: Mailer };

/**
 * Visibility is written a little after a run closes: a sweep reads behind its cursor again. Most passes
 * read a short way back; every `LONG_PASS_EVERY`th pass reads `VISIBILITY_LAG_MS` back, which catches a
 * run that became visible up to a minute late (it closed after the previous long pass's cursor minus
 * the lag, and that pass came at most `LONG_PASS_EVERY` intervals before). Reading the whole minute
 * on every pass listed each run about twelve times at 5 s a pass, the watcher's main cost under load.
 */
export const VISIBILITY_LAG_MS = 120_000;
export const SHORT_LAG_MS = 5_000;
export const LONG_PASS_EVERY = 12;
/** A first sweep (a new install or namespace) looks back this far, not over all history. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;
const FAILED: ReadonlySet<RunStatus> = new Set(['failed', 'timedOut', 'terminated']);

async function readCursor(db: Db, namespace: string): Promise<Date> {
  const row = await db.selectFrom('runOutcomeCursors').select('closedAfter').where('namespace', '=', namespace).executeTakeFirst();
  return row?.closedAfter ?? new Date(Date.now() - FIRST_LOOK_BACK_MS);
}

async function writeCursor(db: Db, namespace: string, closedAfter: Date): Promise<void> {
  await db
    .insertInto('runOutcomeCursors')
    .values({ namespace, closedAfter })
    .onConflict((oc) => oc.column('namespace').doUpdateSet({ closedAfter }))
    .execute();
}

/** What the watcher reads of a closed run: its ids, its status (Temporal's name) and when it closed. */
type ClosedExecution = { workflowId: string; runId: string; status: string; closeTime: Date };

const statusName = (code: number) => proto.temporal.api.enums.v1.WorkflowExecutionStatus[code]?.replace('WORKFLOW_EXECUTION_STATUS_', '') ?? 'UNSPECIFIED';

/**
 * The runs closed after `since`, read from the list as it comes: the client's `workflow.list` would decode
 * each one's memo and search attributes (through the payload codec) that the watcher never reads.
 */
async function closedRuns(temporal: Client, since: Date): Promise<ClosedExecution[]> {
  const closed: ClosedExecution[] = [];
  const query = `WorkflowType='runFlow' AND ExecutionStatus!='Running' AND CloseTime > '${since.toISOString()}'`;
  let nextPageToken: Uint8Array | undefined;
  do {
    const page = await temporal.workflowService.listWorkflowExecutions({ namespace: temporal.options.namespace, query, nextPageToken });
    for (const raw of page.executions ?? []) {
      const seconds = raw.closeTime?.seconds;
      if (!raw.execution?.workflowId || !raw.execution.runId || seconds === undefined || seconds === null) continue;
      const closeTime = new Date(Number(seconds) * 1000 + Math.floor((raw.closeTime?.nanos ?? 0) / 1e6));
      closed.push({ workflowId: raw.execution.workflowId, runId: raw.execution.runId, status: statusName(raw.status ?? 0), closeTime });
    }
    nextPageToken = page.nextPageToken?.length ? page.nextPageToken : undefined;
  } while (nextPageToken);
  return closed;
}

/** The run's error as the interpreter reported it (the workflow's failure), or why Temporal ended it. */
async function errorOf(temporal: Client, execution: ClosedExecution, status: RunStatus): Promise<RunError> {
  if (status === 'timedOut') return { message: 'The run took longer than its timeout' };
  const failure = await temporal.workflow
    .getHandle(execution.workflowId, execution.runId)
    .result()
    .then(() => undefined, (error: unknown) => (error instanceof WorkflowFailedError ? error.cause : undefined));
  const step = failure instanceof ApplicationFailure ? (failure.details?.[0] as { step?: string } | undefined)?.step : undefined;
  return { message: failure?.message || (status === 'terminated' ? 'The run was terminated' : 'The run failed'), ...(step ? { step } : {}) };
}

/**
 * One pass of the run watcher: every run closed since the last pass gets its row in the runs index
 * closed, and raises FAILED_FLOW when it failed or MANUAL_EXECUTION_COMPLETED (in-app only) when a
 * manual run completed, each once per run. Answers the number of closed runs it took care of.
 *
 * Each pass reads `lookBackMs` behind its cursor again (visibility lags; see `lookBackOf` for the
 * watcher's passes). With `done`, the watcher's memory of the runs it already took care of, those are
 * passed over: at many runs a second, the re-read costs a list, not a result fetch, an update and a
 * notification per run. Without it (or after a restart) every run read is taken care of again, which
 * changes nothing.
 */
export async function sweepRunOutcomes({ db, temporal, mailer }: RunOutcomeDeps, done?: Map<string, number>, lookBackMs = VISIBILITY_LAG_MS): Promise<number> {
  const namespace = temporal.options.namespace;
  const cursor = await readCursor(db, namespace);
  const since = cursor.getTime() - lookBackMs;
  const keyOf = (e: ClosedExecution) => `${e.workflowId}/${e.runId}`;
  const executions = (await closedRuns(temporal, new Date(since))).filter((e) => statusOf[e.status] !== 'running' && !done?.has(keyOf(e)));
  if (!executions.length) return 0;
  const runs = await db
    .selectFrom('runs')
    .innerJoin('flows', 'flows.id', 'runs.flowId')
    .select(['runs.id', 'runs.workflowId', 'runs.workspaceId', 'runs.triggerType', 'flows.name as flowName'])
    .where('runs.workflowId', 'in', executions.map((e) => e.workflowId))
    .execute();
  const byWorkflow = new Map(runs.map((run) => [run.workflowId, run]));
  for (const execution of executions) {
    const run = byWorkflow.get(execution.workflowId);
    const status = statusOf[execution.status];
    if (!run || !status) continue;
    const error = FAILED.has(status) ? await errorOf(temporal, execution, status) : null;
    await db
      .updateTable('runs')
      .set({ status, closedAt: execution.closeTime, error: error ? JSON.stringify(error) : null })
      .where('id', '=', run.id)
      .where((eb) => eb.or([eb('closedAt', 'is', null), eb('status', '!=', status)]))
      .execute();
    if (error) {
      await notifyRunFailed(db, mailer, run, error);
    } else if (status === 'completed' && run.triggerType === 'manual') {
      await notify(db, mailer, {
        workspaceId: run.workspaceId,
        event: 'MANUAL_EXECUTION_COMPLETED',
        title: `Flow "${run.flowName}" finished`,
        content: 'The run you started has completed.',
        action: runLink(run),
        dedupeKey: run.id,
        unresolvable: true,
      });
    }
  }
  const newest = Math.max(...executions.map((e) => e.closeTime.getTime()));
  if (newest > cursor.getTime()) await writeCursor(db, namespace, new Date(newest));
  if (done) {
    for (const e of executions) done.set(keyOf(e), e.closeTime.getTime());
    // What falls behind the window the longest pass reads can be forgotten.
    const forgetBefore = cursor.getTime() - VISIBILITY_LAG_MS;
    for (const [key, closedAt] of done) if (closedAt < forgetBefore) done.delete(key);
  }
  return executions.length;
}

/** How far back the `pass`th sweep of a watcher (from 0) reads behind its cursor: the first and every `LONG_PASS_EVERY`th read the whole lag. */
export function lookBackOf(pass: number): number {
  return pass % LONG_PASS_EVERY === 0 ? VISIBILITY_LAG_MS : SHORT_LAG_MS;
}

/** Sweeps every `intervalMs` in the API process; answers a function that stops it after the current sweep. */
export function startRunOutcomeWatcher(deps: RunOutcomeDeps, { intervalMs = 5000, log = console.warn } = {}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const done = new Map<string, number>();
  let pass = 0;
  const tick = () => {
    sweeping = sweepRunOutcomes(deps, done, lookBackOf(pass++))
      .catch((error: unknown) => log(`run outcomes: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await sweeping;
  };
}
