import { ScheduleNotFoundError, type Client, type ScheduleOptions } from '@temporalio/client';
import { FLOWS_TASK_QUEUE, runSearchAttributes } from '@tandem/temporal';
import { scheduleSpec } from '@tandem/temporal/schedules';
import type { RunFlowInput } from '@tandem/temporal/workflows';
import type { Schedule } from '@tandem/catalog';
import { newId } from '@tandem/platform/ids';
import { runTimeoutMs } from '../runs/run-timeout.js';
import { catchUpPolicies } from './catch-up-policy.js';
import type { LiveFlow } from './live-flow.js';
import { flowScheduleId, scheduledRunWorkflowId } from './trigger-ids.js';

function scheduleOptions(flow: LiveFlow, now: Date): ScheduleOptions | undefined {
  const trigger = flow.definition.trigger;
  if (trigger.type !== 'schedule') return undefined;
  const spec = scheduleSpec(trigger.schedule, now);
  if (!spec) return undefined;
  const input: RunFlowInput = {
    workspaceId: flow.workspaceId,
    flowId: flow.flowId,
    versionId: flow.versionId,
    flowName: flow.flowName,
    definition: flow.definition,
    trigger: { type: 'schedule', payload: null },
  };
  return {
    scheduleId: flowScheduleId(flow.flowId),
    spec,
    action: {
      type: 'startWorkflow',
      workflowType: 'runFlow',
      workflowId: scheduledRunWorkflowId(flow.flowId),
      taskQueue: FLOWS_TASK_QUEUE,
      args: [input],
      workflowExecutionTimeout: runTimeoutMs(flow.definition, flow.maxFlowRuntimeMinutes),
      memo: { flowName: flow.flowName },
      staticSummary: `${flow.flowName} (schedule)`,
      typedSearchAttributes: runSearchAttributes({ ...flow, triggerType: 'schedule' }),
    },
    policies: catchUpPolicies(trigger.catchUp),
    memo: { flowName: flow.flowName },
  };
}

/** Creates, updates in place, or removes the flow's Temporal Schedule to match its live version. */
export async function syncFlowSchedule(temporal: Client, flow: LiveFlow, now = new Date()): Promise<void> {
  const options = scheduleOptions(flow, now);
  if (!options) return removeFlowSchedule(temporal, flow.flowId);
  const handle = temporal.schedule.getHandle(options.scheduleId);
  try {
    await handle.update((previous) => ({ ...previous, spec: options.spec, action: options.action, policies: { ...previous.policies, ...options.policies } }));
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
    await temporal.schedule.create(options);
  }
}

export async function removeFlowSchedule(temporal: Client, flowId: string): Promise<void> {
  try {
    await temporal.schedule.getHandle(flowScheduleId(flowId)).delete();
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
}

/** The next fire times Temporal computed for the flow's schedule (empty when it has none). */
export async function nextFireTimes(temporal: Client, flowId: string, count = 5): Promise<string[]> {
  try {
    const description = await temporal.schedule.getHandle(flowScheduleId(flowId)).describe();
    return description.info.nextActionTimes.slice(0, count).map((d) => d.toISOString());
  } catch (error) {
    if (error instanceof ScheduleNotFoundError) return [];
    throw error;
  }
}

/**
 * The next fire times of a schedule not live yet, as Temporal computes them: the same spec a live
 * version gets (`scheduleSpec`) goes into a paused, throw-away Temporal Schedule that is read and
 * deleted again. A paused schedule never starts its action.
 */
export async function previewFireTimes(temporal: Client, schedule: Schedule, now = new Date(), count = 5): Promise<string[]> {
  const spec = scheduleSpec(schedule, now);
  if (!spec) return [];
  const handle = await temporal.schedule.create({
    scheduleId: `preview_${newId()}`,
    spec,
    action: { type: 'startWorkflow', workflowType: 'runFlow', workflowId: `preview_${newId()}`, taskQueue: FLOWS_TASK_QUEUE, args: [] },
    state: { paused: true, note: 'schedule preview' },
  });
  try {
    const description = await handle.describe();
    return description.info.nextActionTimes.slice(0, count).map((d) => d.toISOString());
  } finally {
    await handle.delete().catch(() => undefined);
  }
}
