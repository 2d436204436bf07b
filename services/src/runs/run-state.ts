import { WorkflowNotFoundError, type Client, type WorkflowExecutionDescription } from '@temporalio/client';
import type { RunSnapshot } from '@tandem/temporal/workflows';
import type { Db } from '../db/index.js';
import type { RunRow, RunStatus } from '../db/tables/runs.js';
import type { RunState } from '../api/schemas/runs.js';

/** Temporal execution status → run status; a continued-as-new run goes on in its next execution. */
export const statusOf: Record<string, RunStatus> = {
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  TIMED_OUT: 'timedOut',
  TERMINATED: 'terminated',
  CONTINUED_AS_NEW: 'running',
};

async function snapshotOf(temporal: Client, workflowId: string, description: WorkflowExecutionDescription): Promise<RunSnapshot | undefined> {
  const handle = temporal.workflow.getHandle(workflowId);
  try {
    return await handle.query<RunSnapshot>('runState');
  } catch {
    // No worker can answer (yet): a completed run still has its result in the history.
    if (description.status.name === 'COMPLETED') return (await handle.result()) as RunSnapshot;
    return undefined;
  }
}

/** The run state of flow-language.md, from the workflow (query while running and after it closed). */
export async function readRunState(db: Db, temporal: Client, run: RunRow, temporalUiUrl?: string, namespace = 'default'): Promise<RunState> {
  let description: WorkflowExecutionDescription;
  try {
    description = await temporal.workflow.getHandle(run.workflowId).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) {
      return { ...base(run, temporalUiUrl, namespace), steps: [], trigger: { type: run.triggerType, payload: null } };
    }
    throw error;
  }
  const status = statusOf[description.status.name] ?? 'running';
  const snapshot = await snapshotOf(temporal, run.workflowId, description);
  const closedAt = description.closeTime ?? null;
  const error = snapshot?.error ?? (status === 'timedOut' ? { message: 'The run took longer than its timeout' } : null);
  if (status !== run.status || (closedAt && !run.closedAt)) {
    await db
      .updateTable('runs')
      .set({ status, closedAt, error: error ? JSON.stringify(error) : null })
      .where('id', '=', run.id)
      .execute();
  }
  return {
    ...base(run, temporalUiUrl, namespace),
    status,
    closedAt: closedAt?.toISOString() ?? null,
    trigger: snapshot?.trigger ?? { type: run.triggerType, payload: null },
    steps: snapshot?.steps ?? [],
    error,
  };
}

function base(run: RunRow, temporalUiUrl: string | undefined, namespace: string) {
  return {
    runId: run.id,
    flowId: run.flowId,
    versionId: run.versionId,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    closedAt: run.closedAt?.toISOString() ?? null,
    error: run.error,
    ...(temporalUiUrl ? { temporalUrl: `${temporalUiUrl}/namespaces/${namespace}/workflows/${run.workflowId}` } : {}),
  };
}
