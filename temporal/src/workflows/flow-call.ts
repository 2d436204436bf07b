import {
  CancellationScope,
  ChildWorkflowCancellationType,
  isCancellation,
  ParentClosePolicy,
  proxyActivities,
  executeChild,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { MAX_FLOW_CALL_DEPTH } from '@tandem/catalog';
import type { ChildRunStart, CoreActivities } from '../activities-contract.js';
import type { ActionRequest, ActionResult } from '../interpreter/effects.js';
import { StepFailure } from '../interpreter/step-failure.js';
import { runSearchAttributes } from '../search-keys.js';
import { FLOWS_TASK_QUEUE } from '../task-queues.js';
import type { RunFlowInput, RunSnapshot } from './run-flow-input.js';
import { stepFailureOf, stepFailureOfChild } from './step-failed.js';

/** Refusals of `prepareFlowCall` (no such flow in the workspace, no valid version) do not pass by retrying. */
export const FLOW_CALL_REFUSED = 'FlowCallRefused';

const core = proxyActivities<CoreActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 20, nonRetryableErrorTypes: [FLOW_CALL_REFUSED, 'WorkspaceDeleted'] },
});

/** The run a "Run flow" step belongs to: its workspace, its run id and how deep in calls it is. */
export type FlowCaller = { workspaceId: string; runId: string; depth: number };

type RunFlowWorkflow = (input: RunFlowInput) => Promise<RunSnapshot>;

/** The child run's start options: the same search attributes, memo and timeout as a run started by the API. */
function childOptions(workflowId: string, caller: FlowCaller, start: ChildRunStart, payload: unknown, triggerType: 'flowCall' | 'runFailed') {
  const input: RunFlowInput = {
    runId: start.runId,
    workspaceId: caller.workspaceId,
    flowId: start.flowId,
    versionId: start.versionId,
    flowName: start.flowName,
    definition: start.definition,
    trigger: { type: triggerType, payload },
    ...(triggerType === 'flowCall' ? { depth: caller.depth + 1, parentRunId: caller.runId } : {}),
  };
  return {
    workflowId,
    taskQueue: FLOWS_TASK_QUEUE,
    args: [input] as [RunFlowInput],
    workflowExecutionTimeout: start.timeoutMs,
    memo: { flowName: start.flowName },
    staticSummary: `${start.flowName} (${triggerType})`,
    typedSearchAttributes: runSearchAttributes({ workspaceId: caller.workspaceId, flowId: start.flowId, versionId: start.versionId, triggerType }),
  };
}

/** Starts a child run that outlives this one (an error flow, a "Run flow" step that does not wait). */
export async function startChildRun(workflowId: string, caller: FlowCaller, start: ChildRunStart, payload: unknown, triggerType: 'flowCall' | 'runFailed'): Promise<void> {
  await startChild<RunFlowWorkflow>('runFlow', { ...childOptions(workflowId, caller, start, payload, triggerType), parentClosePolicy: ParentClosePolicy.ABANDON });
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A "Run flow" step (docs/flow-language.md § Running another flow): registers the child run, then runs
 * the flow as a child workflow. `wait`: the step ends with the child's output, and cancelling this run
 * cancels the child (and closing it any other way cancels it too); `start`: the step ends once the child
 * has started, and the child goes on whatever becomes of this run.
 */
export async function callFlow(request: ActionRequest, caller: FlowCaller): Promise<ActionResult> {
  const path = request.stepPath;
  const flowId = text(request.input.flowId);
  const input = request.input.input ?? {};
  if (!flowId) throw new StepFailure('Run flow: choose the flow to run', path, 'ConnectorNonRetryableError');
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new StepFailure('Run flow: the input must be an object', path, 'ConnectorNonRetryableError');
  if (caller.depth + 1 > MAX_FLOW_CALL_DEPTH) {
    throw new StepFailure(`Flows can call flows at most ${MAX_FLOW_CALL_DEPTH} deep; this run is already ${caller.depth} deep`, path, 'LimitExceeded');
  }
  const workflowId = `${workflowInfo().workflowId}:${path}`;
  let start: ChildRunStart;
  try {
    start = await core.prepareFlowCall({ workspaceId: caller.workspaceId, parentRunId: caller.runId, workflowId, flowId, version: text(request.input.version) ?? 'live' });
  } catch (error) {
    throw isCancellation(error) ? error : stepFailureOf(error, path, { attempts: 1 });
  }
  if (request.input.mode === 'start') {
    await startChildRun(workflowId, caller, start, input, 'flowCall');
    return { output: { runId: start.runId }, attempts: 1 };
  }
  try {
    const result = await executeChild<RunFlowWorkflow>('runFlow', {
      ...childOptions(workflowId, caller, start, input, 'flowCall'),
      parentClosePolicy: ParentClosePolicy.REQUEST_CANCEL,
      cancellationType: ChildWorkflowCancellationType.WAIT_CANCELLATION_COMPLETED,
    });
    return { output: { runId: start.runId, output: result.output ?? null }, attempts: 1 };
  } catch (error) {
    // This run was cancelled (and so was the child): it ends cancelled.
    if (isCancellation(error) && CancellationScope.current().consideredCancelled) throw error;
    if (isCancellation(error)) throw new StepFailure(`The run of "${start.flowName}" was cancelled`, path, 'Cancelled', [], { attempts: 1 });
    const inner = stepFailureOfChild(error);
    if (inner) throw new StepFailure(`The run of "${start.flowName}" failed at ${inner.step || 'its output'}: ${inner.message}`, path, inner.type, [], { attempts: 1 });
    throw stepFailureOf(error, path, { attempts: 1 });
  }
}
