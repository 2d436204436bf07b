import { sql } from 'kysely';
import { ApplicationFailure, WorkflowFailedError, type Client, type WorkflowExecutionInfo } from '@temporalio/client';
import { closeApprovalsOfRun } from '../approvals/settle-approval.js';
import type { Db } from '../db/index.js';
import type { RunStatus } from '../db/tables/runs.js';
import type { Mailer } from '../notifications/mailer.js';
import { notifyMany } from '../notifications/notify.js';
import { notifyRunFailed, runLink, type RunError } from './run-failed-notice.js';
import { statusOf } from './run-status.js';

export type RunOutcomeDeps = { db: Db; temporal: Client; mailer: Mailer };

/** Visibility is written a little after a run closes: each sweep reads this far behind its cursor again. */
const VISIBILITY_LAG_MS = 60_000;
/** A first sweep (a new install or namespace) looks back this far, not over all history. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;
/** Completed runs closed (and notified) per statement. */
const BATCH = 500;
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

/** Closes the rows of completed runs in one statement (a row closed already with that status is left as it is). */
async function closeCompleted(db: Db, completed: { run: { id: string }; closedAt: Date }[]): Promise<void> {
  if (completed.length === 0) return;
  const closed = sql.join(completed.map(({ run, closedAt }) => sql`(${run.id}, ${closedAt.toISOString()}::timestamptz)`));
  await sql`
    update runs set status = 'completed', closed_at = closed.at, error = null
    from (values ${closed}) as closed (id, at)
    where runs.id = closed.id and (runs.closed_at is null or runs.status != 'completed')`.execute(db);
}

async function closedRuns(temporal: Client, since: Date): Promise<WorkflowExecutionInfo[]> {
  const closed: WorkflowExecutionInfo[] = [];
  const query = `WorkflowType='runFlow' AND ExecutionStatus!='Running' AND CloseTime > '${since.toISOString()}'`;
  for await (const execution of temporal.workflow.list({ query })) closed.push(execution);
  return closed;
}

/** The run's error as the interpreter reported it (the workflow's failure), or why Temporal ended it. */
async function errorOf(temporal: Client, execution: WorkflowExecutionInfo, status: RunStatus): Promise<RunError> {
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
 * closed and its pending approvals closed (unless it completed), and raises FAILED_FLOW when it failed or MANUAL_EXECUTION_COMPLETED (in-app only) when a
 * manual run completed, each once per run. Answers the number of closed runs it took care of.
 *
 * Each pass reads the last minute again (visibility lags). With `done`, the watcher's memory of the
 * runs it already took care of, those are passed over: at many runs a second, the re-read costs a
 * list, not a result fetch, an update and a notification per run. Without it (or after a restart)
 * every run read is taken care of again, which changes nothing.
 */
export async function sweepRunOutcomes({ db, temporal, mailer }: RunOutcomeDeps, done?: Map<string, number>): Promise<number> {
  const namespace = temporal.options.namespace;
  const cursor = await readCursor(db, namespace);
  const since = cursor.getTime() - VISIBILITY_LAG_MS;
  const keyOf = (e: WorkflowExecutionInfo) => `${e.workflowId}/${e.runId}`;
  const executions = (await closedRuns(temporal, new Date(since))).filter((e) => e.closeTime && statusOf[e.status.name] !== 'running' && !done?.has(keyOf(e)));
  if (!executions.length) return 0;
  const runs = await db
    .selectFrom('runs')
    .innerJoin('flows', 'flows.id', 'runs.flowId')
    .select(['runs.id', 'runs.workflowId', 'runs.workspaceId', 'runs.triggerType', 'flows.name as flowName'])
    .where('runs.workflowId', 'in', executions.map((e) => e.workflowId))
    .execute();
  const byWorkflow = new Map(runs.map((run) => [run.workflowId, run]));
  // Completed runs, most of them: their rows closed in one statement and their notifications stored in one more.
  const completed: { run: (typeof runs)[number]; closedAt: Date }[] = [];
  for (const execution of executions) {
    const run = byWorkflow.get(execution.workflowId);
    const status = statusOf[execution.status.name];
    if (!run || !status) continue;
    if (status === 'completed') {
      completed.push({ run, closedAt: execution.closeTime! });
      continue;
    }
    const error = FAILED.has(status) ? await errorOf(temporal, execution, status) : null;
    await db
      .updateTable('runs')
      .set({ status, closedAt: execution.closeTime ?? null, error: error ? JSON.stringify(error) : null })
      .where('id', '=', run.id)
      .where((eb) => eb.or([eb('closedAt', 'is', null), eb('status', '!=', status)]))
      .execute();
    // A run that ended another way than completing leaves no approval waiting.
    if (status !== 'running') await closeApprovalsOfRun(db, run.id, status);
    if (error) await notifyRunFailed(db, mailer, run, error);
  }
  // In batches: a first pass after a long stop may find many thousands, past a statement's 65,535 parameters.
  for (let i = 0; i < completed.length; i += BATCH) {
    const batch = completed.slice(i, i + BATCH);
    await closeCompleted(db, batch);
    await notifyMany(
      db,
      mailer,
      batch
        .filter(({ run }) => run.triggerType === 'manual')
        .map(({ run }) => ({
          workspaceId: run.workspaceId,
          event: 'MANUAL_EXECUTION_COMPLETED',
          title: `Flow "${run.flowName}" finished`,
          content: 'The run you started has completed.',
          action: runLink(run),
          dedupeKey: run.id,
          unresolvable: true,
        })),
    );
  }
  const newest = Math.max(...executions.map((e) => e.closeTime?.getTime() ?? 0));
  if (newest > cursor.getTime()) await writeCursor(db, namespace, new Date(newest));
  if (done) {
    for (const e of executions) done.set(keyOf(e), e.closeTime!.getTime());
    // What falls behind the window a pass reads can be forgotten.
    for (const [key, closedAt] of done) if (closedAt < since) done.delete(key);
  }
  return executions.length;
}

/** Sweeps every `intervalMs` in the API process; answers a function that stops it after the current sweep. */
export function startRunOutcomeWatcher(deps: RunOutcomeDeps, { intervalMs = 5000, log = console.warn } = {}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const done = new Map<string, number>();
  const tick = () => {
    sweeping = sweepRunOutcomes(deps, done)
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
