import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { WatchState } from '@tandem/catalog';
import { FLOWS_TASK_QUEUE } from '@tandem/temporal';
import type { LiveVersion, WatchFlowInput } from '@tandem/temporal/workflows';
import { runTimeoutMs } from '../runs/run-timeout.js';
import type { LiveFlow } from './live-flow.js';
import { flowWatchId } from './trigger-ids.js';

/**
 * Starts the flow's change watch, or hands the running one the new live version: the cursor stays
 * with the watch, so republishing neither drops nor repeats a change. Its runs get the same run
 * timeout as the flow's other runs.
 */
export async function syncFlowWatch(temporal: Client, flow: LiveFlow): Promise<void> {
  if (flow.definition.trigger.type !== 'changeWatch') return stopFlowWatch(temporal, flow.flowId);
  const live: LiveVersion = {
    versionId: flow.versionId,
    definition: flow.definition,
    runTimeoutMs: runTimeoutMs(flow.definition, flow.maxFlowRuntimeMinutes),
  };
  const input: WatchFlowInput = { workspaceId: flow.workspaceId, flowId: flow.flowId, flowName: flow.flowName, live, cursor: null, started: 0 };
  try {
    await temporal.workflow.signalWithStart('watchFlow', {
      workflowId: flowWatchId(flow.flowId),
      taskQueue: FLOWS_TASK_QUEUE,
      args: [input],
      signal: 'liveVersion',
      signalArgs: [live],
      memo: { flowName: flow.flowName },
      staticSummary: `Change watch of ${flow.flowName}`,
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

export async function stopFlowWatch(temporal: Client, flowId: string): Promise<void> {
  try {
    await temporal.workflow.getHandle(flowWatchId(flowId)).terminate('The flow is no longer live');
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  }
}

export async function watchState(temporal: Client, flowId: string): Promise<WatchState | null> {
  try {
    const handle = temporal.workflow.getHandle(flowWatchId(flowId));
    const { status } = await handle.describe();
    return status.name === 'RUNNING' ? await handle.query<WatchState>('watchState') : null;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

export async function pollWatchNow(temporal: Client, flowId: string): Promise<void> {
  await temporal.workflow.getHandle(flowWatchId(flowId)).signal('pollNow');
}
