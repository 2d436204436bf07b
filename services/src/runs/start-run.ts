import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Definition } from '@tandem/catalog';
import { FLOWS_TASK_QUEUE, runSearchAttributes, runWorkflowId } from '@tandem/temporal';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';
import type { ChunkRecovery, RunFlowInput, TriggerType } from '@tandem/temporal/workflows';
import { createHash } from 'node:crypto';
import { newId } from '@tandem/platform/ids';
import { rememberWorkflowWorkspace } from '@tandem/platform/codec';
import type { Db } from '@tandem/platform/db';
import type { RunsTable } from '@tandem/platform/db/tables/runs';
import type { Insertable } from 'kysely';
import { runTimeoutMs } from './run-timeout.js';

/** The client runs start through (`eager` when it shares its connection with a `flows` worker of this process), and the database whose codecs it tells. */
export type RunStarts = { client: Client; eager: boolean; db: Db };

/** Eager starts where the API has a client on an in-process `flows` worker's connection, plain ones otherwise. */
export function runStartsOf(deps: { db: Db; temporal: Client; eagerRunStarts?: Client }): RunStarts {
  return deps.eagerRunStarts ? { client: deps.eagerRunStarts, eager: true, db: deps.db } : { client: deps.temporal, eager: false, db: deps.db };
}

export type StartRunRequest = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  versionId: string;
  /** A valid version's definition, parsed by the caller (every default filled in; it checks the input against it). */
  definition: Definition;
  trigger: { type: TriggerType; payload: unknown };
  maxFlowRuntimeMinutes: number;
  /** Makes repeated deliveries (webhooks with an Idempotency-Key) start one run: the same key, the same run. */
  idempotencyKey?: string;
  /** The run's id when the caller named it before (a recovery batch does, so taking a run again starts no second run). */
  runId?: string;
  /** A run started again from the failed step of another: that run and the outputs taken over from it. */
  recovery?: { fromRunId: string; recorded: RecordedOutputs; chunks?: ChunkRecovery };
};

/** The run id of a delivery with an idempotency key: the same key gives the same run (and workflow id). */
function idempotentRunId(flowId: string, key: string): string {
  return `hook_${flowId}_${createHash('sha256').update(key).digest('base64url')}`;
}

/** One run to start: its ids and what it starts with. */
export type RunStart = { runId: string; workflowId: string; request: StartRunRequest };

/** A new run's ids: the run id named, or the one its idempotency key gives (or a fresh one), and its workflow id, `run_<runId>`. */
export function newRunStart(request: StartRunRequest): RunStart {
  const runId = request.runId ?? (request.idempotencyKey ? idempotentRunId(request.flowId, request.idempotencyKey) : newId());
  return { runId, workflowId: runWorkflowId(runId), request };
}

/** The run's row in the runs index, as it is written before its workflow starts. */
export function runRowOf({ runId, workflowId, request }: RunStart): Insertable<RunsTable> {
  return {
    id: runId,
    workspaceId: request.workspaceId,
    flowId: request.flowId,
    versionId: request.versionId,
    workflowId,
    triggerType: request.trigger.type,
    status: 'running',
    closedAt: null,
    recoveredFrom: request.recovery?.fromRunId ?? null,
  };
}

/**
 * Starts the interpreter workflow of a run whose row exists, with the four search attributes, the
 * flow's name in the memo, and a timeout of the shorter of the definition's `timeout` and the
 * workspace's maximum runtime. A workflow id is never used twice (`REJECT_DUPLICATE`), so starting the
 * same run again, after a lost answer or a restart, fails with `WorkflowExecutionAlreadyStartedError`
 * instead of running it twice.
 */
export async function startRunWorkflow(starts: RunStarts, { runId, workflowId, request }: RunStart): Promise<void> {
  const { definition } = request;
  // The codec binds the start's payloads to the workspace: it need not read back the row just written.
  rememberWorkflowWorkspace(starts.db, workflowId, request.workspaceId);
  const input: RunFlowInput = {
    runId,
    workspaceId: request.workspaceId,
    flowId: request.flowId,
    versionId: request.versionId,
    flowName: request.flowName,
    definition,
    trigger: request.trigger,
    ...(request.recovery ? { recoveredFrom: request.recovery.fromRunId } : {}),
    ...(request.recovery?.chunks ? { recoverChunks: request.recovery.chunks } : {}),
  };
  await starts.client.workflow.start('runFlow', {
    taskQueue: FLOWS_TASK_QUEUE,
    // The server hands the first workflow task to this process's flows worker in its answer (no queueing, no poll).
    requestEagerStart: starts.eager,
    workflowId,
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
    // The recorded outputs are a payload of their own: the codec stores a large set once, by address.
    args: request.recovery ? [input, request.recovery.recorded] : [input],
    workflowExecutionTimeout: runTimeoutMs(definition, request.maxFlowRuntimeMinutes),
    memo: { flowName: request.flowName },
    staticSummary: `${request.flowName} (${request.trigger.type})`,
    typedSearchAttributes: runSearchAttributes({ ...request, triggerType: request.trigger.type }),
  });
}

/**
 * Starts one run and answers once both its row and its workflow exist; when the start fails the row
 * goes again. A repeated idempotency key answers the first run. Recovered runs start this way (their
 * recorded outputs are not kept anywhere else); manual and webhook runs go through the run intake.
 */
export async function startRun(db: Db, starts: RunStarts, request: StartRunRequest): Promise<{ runId: string }> {
  const start = newRunStart(request);
  const inserted = await db.insertInto('runs').values(runRowOf(start)).onConflict((oc) => oc.column('workflowId').doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { runId: await runOfWorkflow(db, start.workflowId) };
  try {
    await startRunWorkflow(starts, start);
  } catch (error) {
    await db.deleteFrom('runs').where('id', '=', start.runId).execute();
    throw error;
  }
  await cancelIfWorkspaceDeleted(starts, start);
  return { runId: start.runId };
}

/**
 * A run whose workspace was deleted while it was starting: the deletion's sweep may have looked for
 * its workflow before it existed, so the start looks at the workspace once the workflow exists and
 * cancels it (delete-workspace.ts).
 */
export async function cancelIfWorkspaceDeleted(starts: RunStarts, { workflowId, request }: RunStart): Promise<void> {
  const workspace = await starts.db.selectFrom('workspaces').select('deletedAt').where('id', '=', request.workspaceId).executeTakeFirst();
  if (workspace?.deletedAt == null) return;
  await cancelWorkflows(starts.client, [workflowId]);
}

/** Cancels workflows, all at once (one gone already is left alone); throws the first failure once every cancel has settled. */
export async function cancelWorkflows(client: Client, workflowIds: Iterable<string>): Promise<void> {
  const cancelled = await Promise.allSettled(
    [...workflowIds].map((workflowId) =>
      client.workflow
        .getHandle(workflowId)
        .cancel()
        .catch((error: unknown) => {
          if (!(error instanceof WorkflowNotFoundError)) throw error;
        }),
    ),
  );
  const failed = cancelled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The run an earlier delivery with the same idempotency key started. */
export async function runOfWorkflow(db: Db, workflowId: string): Promise<string> {
  return (await db.selectFrom('runs').select('id').where('workflowId', '=', workflowId).executeTakeFirstOrThrow()).id;
}
