import type { Client } from '@temporalio/client';
import { Definition, walkSteps } from '@tandem/catalog';
import { recordedOutputsOf } from '@tandem/temporal/interpreter';
import { chunkSizeOf, type ChunkRecovery, type TriggerType } from '@tandem/temporal/workflows';
import { ApiError } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import type { FlowRow } from '@tandem/platform/db/tables/flows';
import type { RunRow } from '@tandem/platform/db/tables/runs';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { requireVersion } from '../repos/versions.js';
import { readWholeRun, type RunReadOptions } from './run-state.js';
import { startRun, type RunStarts } from './start-run.js';
import { fitRecordedOutputs } from './recorded-fit.js';

/**
 * Where the new run's iterates find the failed run's chunks: the run state keeps the steps of an
 * iterate's first items only, so a chunk reads its items' records from the chunk that ran them.
 */
function chunkRecovery(run: RunRow, definition: Definition): ChunkRecovery {
  const chunkSizes: Record<string, number> = {};
  for (const { step } of walkSteps(definition.steps)) if (step.type === 'iterate') chunkSizes[step.name] = chunkSizeOf(step.steps);
  return { workflowIds: [run.workflowId], chunkSizes };
}

export type RecoverRequest = {
  starts: RunStarts;
  workspace: WorkspaceRow;
  flow: FlowRow;
  run: RunRow;
  versionId?: string;
  options: RunReadOptions;
  /** The recovering run's id, named ahead (a recovery batch's): starting it again answers the same run. */
  recoveredRunId?: string;
};

/**
 * Starts a new run of a failed run's version (or of a newer version that the recorded outputs of the
 * steps before the failed one fit) that takes over the outputs of the steps that succeeded and runs from the failed step
 * on. It has the failed run's trigger and payload, and names the run it recovers.
 */
export async function recoverRun(db: Db, temporal: Client, { starts, workspace, flow, run, versionId, options, recoveredRunId }: RecoverRequest): Promise<{ runId: string }> {
  if (run.status !== 'failed') throw new ApiError(409, 'not_failed', 'Only a failed run can run again from its failed step');
  const failed = await readWholeRun(temporal, run, options);
  const failedStep = failed.error?.step;
  if (!failedStep) throw new ApiError(409, 'no_failed_step', 'The run did not fail at a step, so it can only be started again from the beginning');
  const original = await requireVersion(db, flow.id, run.versionId);
  const target = versionId && versionId !== original.id ? await requireVersion(db, flow.id, versionId) : original;
  if (target.id < original.id) throw new ApiError(409, 'older_version', 'A run can run again on its own version or a newer one, not an older one');
  if (!target.valid) throw new ApiError(400, 'invalid_version', 'Only a valid version can run', target.issues.map((i) => ({ path: [i.pointer], message: i.message })));
  const before = Definition.parse(original.definition);
  const definition = Definition.parse(target.definition);
  const fit = fitRecordedOutputs(recordedOutputsOf(before.steps, failed.steps), definition);
  if (fit.mismatch) {
    throw new ApiError(409, 'output_mismatch', `The recorded output of step '${fit.mismatch.step}' does not fit this version (${fit.mismatch.message}), so the run cannot go on from there; start a new run instead`);
  }
  return startRun(db, starts, {
    workspaceId: workspace.id,
    flowId: flow.id,
    flowName: flow.name,
    versionId: target.id,
    definition,
    trigger: { type: failed.trigger.type as TriggerType, payload: failed.trigger.payload ?? null },
    maxFlowRuntimeMinutes: workspace.maxFlowRuntimeMinutes,
    recovery: { fromRunId: run.id, recorded: fit.recorded, chunks: chunkRecovery(run, before) },
    ...(recoveredRunId ? { runId: recoveredRunId } : {}),
  });
}
