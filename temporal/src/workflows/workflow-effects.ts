import { executeChild, isCancellation, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { ActionActivities } from '../activities-contract.js';
import type { ChunkRequest, ChunkResult, Effects } from '../interpreter/effects.js';
import type { CallFacts } from '../interpreter/step-failure.js';
import { FLOWS_TASK_QUEUE } from '../task-queues.js';
import { actionActivityOptions, explainSingleAttempt } from './action-activity-options.js';
import { chunkRecovery, type ChunkRecovery } from './former-chunks.js';
import { chunkSize, recordsSteps } from './iterate-chunking.js';
import { approvalWaits } from './approval-wait.js';
import { callFactsOf, stepFailureOf, stepFailureOfChild } from './step-failed.js';
import { isFlowCall } from '@tandem/catalog';
import { StepFailure } from '../interpreter/step-failure.js';
import { callFlow } from './flow-call.js';

const actions = proxyActivities<ActionActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

/** A chunk of an iterate, run as a child of the workflow that runs the flow; its scope is the second argument (one payload, stored once for every chunk). */
export type IterateChunkInput = Omit<ChunkRequest, 'scope'> & {
  /** False: the chunk returns only failed steps' records (the run state keeps the first items' steps). */
  recordSteps?: boolean;
  workspaceId: string;
  runId: string;
  /** A recovered run: where the failed run's chunks of these items are (their records are taken over). */
  recoverFrom?: ChunkRecovery;
  /** How deep in flows calling flows the run is (its "Run flow" steps start runs one deeper). */
  depth?: number;
};

/** The chunk workflow's signature, for the parent (workflow files import each other's types only). */
type IterateChunk = (input: IterateChunkInput, scope: ChunkRequest['scope']) => Promise<ChunkResult>;

/** The Temporal side of the interpreter's effects, shared by a run and the chunks of its iterates. */
export function workflowEffects({
  workspaceId,
  runId,
  recoverFrom,
  depth = 0,
  callsFlows = true,
}: {
  workspaceId: string;
  runId: string;
  recoverFrom?: ChunkRecovery;
  depth?: number;
  /** False where no run is (a step tried on its own): a "Run flow" step fails. */
  callsFlows?: boolean;
}): Effects {
  // Only the ids go along to chunks (a chunk passes its own input here: its items must not reach its chunks).
  const run = { workspaceId, runId, ...(depth > 0 ? { depth } : {}) };
  const { workflowId } = workflowInfo();
  // A cancellation stays as it is, so the run ends cancelled; any other failure becomes the step's.
  const failureAt = (error: unknown, path: string, facts?: CallFacts) => (isCancellation(error) ? error : stepFailureOf(error, path, facts));
  return {
    // Date inside a workflow is Temporal's deterministic clock (the time of the current task).
    // eslint-disable-next-line no-restricted-syntax
    now: () => new Date().toISOString(),
    // The history's length at this task: the same task, the same number, in every replay.
    task: () => workflowInfo().historyLength,
    sleep: (ms, summary) => sleep(ms, { summary }),
    awaitApproval: approvalWaits({ ...run, workflowId }),
    isCancellation,
    runAction: async (request) => {
      if (isFlowCall(request)) {
        if (!callsFlows) throw new StepFailure('A "Run flow" step runs other flows only in a run of its flow, not when tried on its own', request.stepPath, 'ConnectorNonRetryableError');
        return callFlow(request, { workspaceId, runId, depth });
      }
      const options = actionActivityOptions(request.app, request.policy);
      const input = {
        workspaceId: run.workspaceId,
        runId: run.runId,
        app: request.app,
        action: request.action,
        connectionId: request.connectionId,
        input: request.input,
        stepPath: request.stepPath,
        idempotencyKey: `${workflowId}:${request.stepPath}`,
      };
      try {
        return await actions.runAction.executeWithOptions({ ...options, summary: request.stepName }, [input]);
      } catch (error) {
        throw failureAt(explainSingleAttempt(error, request.policy, request.stepPath), request.stepPath, callFactsOf(error));
      }
    },
    chunks: {
      size: (body, itemCount) => chunkSize(workflowInfo().historyLength, body, itemCount),
      run: async (request) => {
        const recordSteps = recordsSteps(request.offset);
        // The scope is its own payload: equal for every chunk of an iterate, so the codec stores it once.
        const { scope, recorded, ...slice } = request;
        // A recovered run's chunks take over their items' records from the failed run's chunks.
        const recovery = recoverFrom ? { recoverFrom: chunkRecovery(recoverFrom, request.path) } : {};
        const more = { recordSteps, ...(recorded ? { recorded } : {}), ...recovery };
        const args: Parameters<IterateChunk> = [{ ...slice, ...more, ...run }, scope];
        try {
          const chunk = await executeChild<IterateChunk>('iterateChunk', {
            workflowId: `${workflowId}:${request.path}:${request.offset}`,
            taskQueue: FLOWS_TASK_QUEUE,
            staticSummary: `${request.path}, items ${request.offset}–${request.offset + request.items.length - 1}`,
            args,
          });
          return recordSteps ? chunk : { ...chunk, steps: chunk.steps.filter((record) => record.status === 'failed') };
        } catch (error) {
          // A step failed in the chunk: fail (or go on) here as if it had failed in this workflow.
          throw stepFailureOfChild(error) ?? failureAt(error, request.path);
        }
      },
    },
  };
}
