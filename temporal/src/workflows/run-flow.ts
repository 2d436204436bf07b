import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import {
  defineQuery,
  isCancellation,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { CoreActivities } from '../activities-contract.js';
import { Interpreter } from '../interpreter/interpreter.js';
import { RunRecorder } from '../interpreter/run-recorder.js';
import type { RecordedOutputs } from '../interpreter/recorded-outputs.js';
import { flowLanguage } from './flow-language.js';
import { answerRunQueries } from './run-queries.js';
import { stepFailed } from './step-failed.js';
import { workflowEffects } from './workflow-effects.js';
import type { RunFlowInput, RunSnapshot } from './run-flow-input.js';

export const runStateQuery = defineQuery<RunSnapshot>('runState');

const core = proxyLocalActivities<CoreActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

const scheduledStartTime = defineSearchAttributeKey('TemporalScheduledStartTime', SearchAttributeType.DATETIME);
const scheduledById = defineSearchAttributeKey('TemporalScheduledById', SearchAttributeType.KEYWORD);

/** A schedule's payload is the time the run was due (docs/flow-language.md § Expressions, `trigger`). */
function triggerOf(input: RunFlowInput): RunSnapshot['trigger'] {
  if (input.trigger.type !== 'schedule' || input.trigger.payload != null) return input.trigger;
  const info = workflowInfo();
  const scheduledAt = info.typedSearchAttributes.get(scheduledStartTime) ?? info.startTime;
  return { type: 'schedule', payload: { scheduledAt: scheduledAt.toISOString() } };
}

/**
 * The interpreter workflow: one run of one flow version. Pure steps add no history event.
 * `recorded`: a recovered run starts with the outputs of the steps that succeeded in the run it
 * recovers (an argument of its own, so a large set is stored once, by the codec, not in the history).
 */
export async function runFlow(input: RunFlowInput, recorded?: RecordedOutputs): Promise<RunSnapshot> {
  const recorder = new RunRecorder();
  const trigger = triggerOf(input);
  const snapshot: RunSnapshot = { status: 'running', trigger, steps: [] };
  setHandler(runStateQuery, () => ({ ...snapshot, steps: recorder.list() }));
  answerRunQueries(snapshot, recorder);
  const { workflowId } = workflowInfo();
  const runId =
    input.runId ??
    (
      await core.registerRun({
        workflowId,
        workspaceId: input.workspaceId,
        flowId: input.flowId,
        versionId: input.versionId,
        triggerType: trigger.type,
        scheduleId: workflowInfo().typedSearchAttributes.get(scheduledById),
      })
    ).runId;

  const effects = workflowEffects({ workspaceId: input.workspaceId, runId, recoverFrom: input.recoverChunks });

  const interpreter = new Interpreter({ effects, language: flowLanguage, recorder, recorded });
  const run = {
    runId,
    flowId: input.flowId,
    versionId: input.versionId,
    workspaceId: input.workspaceId,
    startedAt: workflowInfo().startTime.toISOString(),
  };
  try {
    await interpreter.run(input.definition, trigger.payload, run);
    snapshot.status = 'completed';
    return { ...snapshot, steps: recorder.list() };
  } catch (error) {
    if (isCancellation(error)) {
      snapshot.status = 'cancelled';
      throw error;
    }
    const failure = stepFailed(error, '');
    const [details] = (failure.details ?? []) as { step: string }[];
    snapshot.status = 'failed';
    snapshot.error = { message: failure.message, step: details?.step ?? '' };
    throw failure;
  }
}
