import {
  isGrpcDeadlineError,
  QueryNotRegisteredError,
  QueryRejectedError,
  WorkflowNotFoundError,
  type Client,
  type WorkflowExecutionDescription,
  type WorkflowHandle,
} from '@temporalio/client';
import { pageOfSteps, type StepPageRequest, type StepRecord } from '@tandem/temporal/interpreter';
import type { RunSnapshot, RunStepsAnswer, StepOutputAnswer } from '@tandem/temporal/workflows';
import { notFound, unavailable } from '@tandem/platform/errors';
import { closeApprovalsOfRun } from '@tandem/platform/approvals';
import type { Db } from '@tandem/platform/db';
import type { RunRow, RunStatus } from '@tandem/platform/db/tables/runs';
import type { RunState } from '../api/schemas/runs.js';
import type { ClosedRuns } from './closed-runs.js';
import { grpcErrorOf } from './grpc-error.js';
import { statusOf } from '@tandem/platform/runs/run-status';
import { fitStep, STEP_PAGE_MAX_CHARS, stepValueUrl } from './step-value-pages.js';
import { settledSteps } from './settled-steps.js';
import { plainStepError, withPlainError } from './plain-step-error.js';

export type RunReadOptions = {
  temporalUiUrl?: string;
  namespace?: string;
  /** How long a query may wait for a worker before the read answers 503. */
  queryTimeoutMs: number;
  /** Completed runs already read: pages come from their final snapshot, not from a replay. */
  closedRuns?: ClosedRuns;
};

/**
 * gRPC codes of a query nobody answered in time: cancelled (our deadline ended the call while the
 * query waited for a worker, e.g. on the sticky queue of a killed one), deadline exceeded, unavailable.
 */
const UNANSWERED = new Set([1, 4, 14]);

/** A query no worker answered in time is an error, never an empty run. The client wraps gRPC errors in `cause`. */
function unanswered(error: unknown): boolean {
  if (isGrpcDeadlineError(error) || error instanceof QueryRejectedError) return true;
  const grpc = grpcErrorOf(error);
  return grpc !== undefined && UNANSWERED.has(grpc.code);
}

const notAnswered = (seconds: number) => unavailable('The run state is not available right now (no worker answered in time); try again shortly', seconds);

/**
 * Any other failure of Temporal to answer, never of our own code: a gRPC error of the server (e.g.
 * FAILED_PRECONDITION "Workflow Task in failed state" while the run's worker is stuck or failing), or
 * a query the worker failed or does not know. It passes when the workflow can run again: a 503 too.
 */
function temporalFailure(error: unknown): boolean {
  return error instanceof QueryNotRegisteredError || grpcErrorOf(error) !== undefined;
}

const notReadable = (seconds: number) => unavailable("The run state is not available right now (the run's workflow cannot be read: its worker is stuck or failing); try again shortly", seconds);

type Described = { handle: WorkflowHandle; description: WorkflowExecutionDescription } | undefined;

async function describe(temporal: Client, run: RunRow): Promise<Described> {
  const handle = temporal.workflow.getHandle(run.workflowId);
  try {
    return { handle, description: await handle.describe() };
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return undefined;
    // The Temporal server is out of reach (restarting, say) or refuses: a 503 to try again, like an unanswered query.
    if (unanswered(error) || temporalFailure(error)) throw unavailable('The run state is not available right now (the Temporal server did not answer); try again shortly', 5);
    throw error;
  }
}

/**
 * Asks the workflow (while running, or a worker replays it after it failed or was cancelled).
 * Unanswered in time, or any other
 * failure of Temporal to answer (the workflow task failing while the worker is stuck): a 503 with a
 * retry hint, never an empty run and never a 500.
 */
async function ask<T>(temporal: Client, run: RunRow, described: NonNullable<Described>, options: RunReadOptions, query: () => Promise<T>, fromSnapshot: (snapshot: RunSnapshot) => T): Promise<T> {
  const { handle, description } = described;
  const seconds = Math.max(1, Math.ceil(options.queryTimeoutMs / 1000));
  try {
    // A completed run's result is its final snapshot: no worker has to replay the run for each page.
    if (description.status.name === 'COMPLETED') {
      const result = () => handle.result() as Promise<RunSnapshot>;
      return fromSnapshot(await (options.closedRuns ? options.closedRuns.get(run.id, result) : result()));
    }
    return await temporal.withDeadline(Date.now() + options.queryTimeoutMs, query);
  } catch (error) {
    if (unanswered(error)) throw notAnswered(seconds);
    if (temporalFailure(error)) throw notReadable(seconds);
    throw error;
  }
}

/** Keeps the runs index (and the run's approvals) in step with Temporal (once, when the run closed and no sweep saw it yet). */
async function syncIndex(db: Db, run: RunRow, status: RunStatus, closedAt: Date | null, error: RunState['error']): Promise<void> {
  if (status === run.status && (!closedAt || run.closedAt)) return;
  await db
    .updateTable('runs')
    .set({ status, closedAt, error: error ? JSON.stringify(error) : null })
    .where('id', '=', run.id)
    .execute();
  if (status !== 'running' && status !== 'completed') await closeApprovalsOfRun(db, run.id, status);
}

export type RunStatePage = RunState & { stepCount: number; nextCursor: string | null };

/**
 * The run state of docs/flow-language.md with one page of its steps (`request`): the whole run never
 * travels at once, and reading stores nothing (the answer is small, so the codec keeps it inline).
 */
export async function readRunState(db: Db, temporal: Client, run: RunRow, asked: StepPageRequest, options: RunReadOptions): Promise<RunStatePage> {
  const request: StepPageRequest = { ...asked, maxChars: STEP_PAGE_MAX_CHARS };
  const described = await describe(temporal, run);
  const recoveredBy = (await db.selectFrom('runs').select('id').where('recoveredFrom', '=', run.id).orderBy('startedAt').orderBy('id').execute()).map((row) => row.id);
  const children = await childrenOf(db, run);
  if (!described) return { ...base(run, options), recoveredBy, children, trigger: { type: run.triggerType, payload: null }, steps: [], stepCount: 0, nextCursor: null };
  const { handle, description } = described;
  const answer = await ask<RunStepsAnswer>(
    temporal,
    run,
    described,
    options,
    () => handle.query<RunStepsAnswer, [StepPageRequest]>('runSteps', request),
    ({ steps, trigger, ...snapshot }) => ({ ...snapshot, trigger: request.outputs ? trigger : { type: trigger.type, payload: undefined }, ...pageOfSteps(steps, request) }),
  );
  const status = statusOf[description.status.name] ?? 'running';
  const closedAt = description.closeTime ?? null;
  const raw = answer.error ?? (status === 'timedOut' ? { message: 'The run took longer than its timeout' } : null);
  const error = raw && plainStepError(raw);
  await syncIndex(db, run, status, closedAt, error);
  return {
    ...base(run, options),
    recoveredBy,
    children,
    ...(answer.output !== undefined ? { output: answer.output } : {}),
    status,
    closedAt: closedAt?.toISOString() ?? null,
    trigger: answer.trigger,
    steps: settledSteps(answer.steps, status, closedAt).map((step) => fitStep(withPlainError(step), (field) => stepValueUrl(run.workspaceId, run.id, step.path, field))),
    error,
    stepCount: answer.total,
    nextCursor: answer.nextCursor,
  };
}

/** The runs a run's "Run flow" steps started (the runs index knows their status as of its last sync). */
async function childrenOf(db: Db, run: RunRow): Promise<RunState['children']> {
  const rows = await db.selectFrom('runs').select(['id', 'flowId', 'status', 'startedAt']).where('parentRunId', '=', run.id).where('workspaceId', '=', run.workspaceId).orderBy('id').execute();
  return rows.map((row) => ({ runId: row.id, flowId: row.flowId, status: row.status, startedAt: row.startedAt.toISOString() }));
}

/** One step of a run with its output. */
export async function readStepOutput(temporal: Client, run: RunRow, path: string, options: RunReadOptions): Promise<StepRecord> {
  const described = await describe(temporal, run);
  if (!described) throw notFound('Step not found');
  const answer = await ask<StepOutputAnswer>(
    temporal,
    run,
    described,
    options,
    () => described.handle.query<StepOutputAnswer, [string]>('stepOutput', path),
    (snapshot) => ({ step: snapshot.steps.find((step) => step.path === path) }),
  );
  if (!answer.step) throw notFound('Step not found');
  const { description } = described;
  const [step] = settledSteps([answer.step], statusOf[description.status.name] ?? 'running', description.closeTime ?? null);
  return withPlainError(step!);
}

/** A closed run as it ended, every step with its output: what recovering it starts from. */
export async function readWholeRun(temporal: Client, run: RunRow, options: RunReadOptions): Promise<RunStepsAnswer> {
  const described = await describe(temporal, run);
  if (!described) throw notFound('The run is no longer kept');
  const request: StepPageRequest = { limit: Number.MAX_SAFE_INTEGER, outputs: true };
  return ask<RunStepsAnswer>(
    temporal,
    run,
    described,
    options,
    () => described.handle.query<RunStepsAnswer, [StepPageRequest]>('runSteps', request),
    ({ steps, ...snapshot }) => ({ ...snapshot, ...pageOfSteps(steps, request) }),
  );
}

function base(run: RunRow, { temporalUiUrl, namespace = 'default' }: RunReadOptions) {
  return {
    runId: run.id,
    flowId: run.flowId,
    versionId: run.versionId,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    closedAt: run.closedAt?.toISOString() ?? null,
    error: run.error,
    recoveredFrom: run.recoveredFrom,
    parentRunId: run.parentRunId,
    ...(temporalUiUrl ? { temporalUrl: `${temporalUiUrl}/namespaces/${namespace}/workflows/${run.workflowId}` } : {}),
  };
}
