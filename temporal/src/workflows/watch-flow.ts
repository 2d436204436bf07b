import {
  ActivityFailure,
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  ParentClosePolicy,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { retryPolicyOf, retryTraitsOf, type Definition, type WatchHealth, type WatchState } from '@tandem/catalog';
import type { ActionActivities, CoreActivities } from '../activities-contract.js';
import { runSearchAttributes } from '../search-keys.js';
import { FLOWS_TASK_QUEUE } from '../task-queues.js';
import { cursorOf, diffItems, itemsOf, type WatchCursor } from '../watch/diff-items.js';
import { retryDelayMs } from '../watch/retry-delay.js';
import { actionActivityOptions } from './action-activity-options.js';
import { flowLanguage } from './flow-language.js';
import { runFlow } from './run-flow.js';
import { failsAsStep } from './step-failed.js';

export type { WatchState };

export type LiveVersion = {
  versionId: string;
  definition: Definition;
  /** The run timeout of its runs: the definition's `timeout` capped by the workspace's maximum runtime. */
  runTimeoutMs?: number;
};

export type WatchFlowInput = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  live: LiveVersion;
  /** Carried across continue-as-new; null until the first poll recorded the baseline. */
  cursor: WatchCursor | null;
  /** Counts the runs started, for their workflow ids. */
  started: number;
  /** Carried across continue-as-new: how the polls went, and how many failed in a row. */
  health?: WatchHealth & { failures: number };
};

/** Setting another version live: the watch goes on with the same cursor. */
export const liveVersionSignal = defineSignal<[LiveVersion]>('liveVersion');
/** Polls at once instead of waiting for the next interval or retry ("check now"). */
export const pollNowSignal = defineSignal('pollNow');
export const watchStateQuery = defineQuery<WatchState>('watchState');

const core = proxyLocalActivities<CoreActivities>({ startToCloseTimeout: '30 seconds' });

/** Polls before continuing as new, so the history stays small however long the watch lives. */
const POLLS_PER_RUN = 100;

const healthy: WatchHealth & { failures: number } = { lastPolledAt: null, lastError: null, failingSince: null, failures: 0 };

const messageOf = (error: unknown): string =>
  error instanceof ActivityFailure && error.cause ? error.cause.message : error instanceof Error ? error.message : String(error);

/**
 * A change watch (docs/flow-language.md § Triggers): every `frequencyMinutes` it calls the watched
 * action, compares the items by `idPath` with the previous good poll and starts one run per change
 * of the trigger's `changeType`, with `{ change, item, previous }`. The first poll records a baseline.
 * A failed poll changes nothing: the watch retries with a growing delay and reports its health.
 */
export async function watchFlow(input: WatchFlowInput): Promise<void> {
  let { live, cursor, started } = input;
  let health = input.health ?? healthy;
  let pollRequested = false;
  setHandler(liveVersionSignal, (next) => void (live = next));
  setHandler(pollNowSignal, () => void (pollRequested = true));
  setHandler(watchStateQuery, () => ({
    versionId: live.versionId,
    baselineRecorded: cursor !== null,
    itemsSeen: cursor ? Object.keys(cursor).length : 0,
    runsStarted: started,
    lastPolledAt: health.lastPolledAt,
    lastError: health.lastError,
    failingSince: health.failingSince,
  }));
  const { workflowId, runId, firstExecutionRunId } = workflowInfo();
  const now = () => new Date().toISOString(); // eslint-disable-line no-restricted-syntax -- Temporal's deterministic clock
  const report = (failingSince: string | null, lastError: string | null) =>
    core.reportWatchHealth({ workspaceId: input.workspaceId, flowId: input.flowId, flowName: input.flowName, failingSince, lastError });

  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const trigger = live.definition.trigger;
    if (trigger.type !== 'changeWatch') return;
    const frequencyMs = trigger.frequencyMinutes * 60_000;
    const actions = proxyActivities<ActionActivities>(actionActivityOptions(trigger.app, retryPolicyOf(retryTraitsOf(trigger.app, trigger.action), undefined)));
    let next: WatchCursor;
    try {
      const scope = { lookup: () => null };
      const request = failsAsStep('trigger', () => Object.fromEntries(Object.entries(trigger.input).map(([k, e]) => [k, flowLanguage.evaluate(e, scope, now)])));
      const { output } = await actions.runAction({
        workspaceId: input.workspaceId,
        runId: `watch_${input.flowId}`,
        app: trigger.app,
        action: trigger.action,
        connectionId: trigger.connectionId,
        input: request,
        stepPath: 'trigger',
        idempotencyKey: `${workflowId}:${runId}:poll:${poll}`,
      });
      next = failsAsStep('trigger', () => cursorOf(itemsOf(output), trigger.idPath));
    } catch (error) {
      // Polling errors are retried without end while the watch lives. The cursor stays at the last good poll: the first poll that works again sees every change since.
      health = { ...health, lastError: messageOf(error), failingSince: health.failingSince ?? now(), failures: health.failures + 1 };
      await report(health.failingSince, health.lastError);
      await condition(() => pollRequested, retryDelayMs(health.failures, frequencyMs));
      pollRequested = false;
      continue;
    }
    if (health.failingSince !== null) await report(null, null);
    health = { ...healthy, lastPolledAt: now() };
    if (cursor !== null) {
      for (const change of diffItems(cursor, next).filter((c) => c.change === trigger.changeType)) {
        started += 1;
        // Run ids are unique across live versions and continue-as-new: they carry the watch's first execution.
        await startRun(input, live, change, `watch_${input.flowId}_${firstExecutionRunId}_${started}`);
      }
    }
    cursor = next;
    await condition(() => pollRequested, frequencyMs);
    pollRequested = false;
  }
  await continueAsNew<typeof watchFlow>({ ...input, live, cursor, started, health });
}

/** One run per change, as an abandoned child: it outlives this watch and has its own history. */
async function startRun(input: WatchFlowInput, live: LiveVersion, payload: unknown, workflowId: string): Promise<void> {
  const { runId } = await core.registerRun({
    workflowId,
    workspaceId: input.workspaceId,
    flowId: input.flowId,
    versionId: live.versionId,
    triggerType: 'changeWatch',
  });
  await startChild(runFlow, {
    workflowId,
    taskQueue: FLOWS_TASK_QUEUE,
    parentClosePolicy: ParentClosePolicy.ABANDON,
    memo: { flowName: input.flowName },
    staticSummary: `${input.flowName} (changeWatch)`,
    typedSearchAttributes: runSearchAttributes({ ...input, versionId: live.versionId, triggerType: 'changeWatch' }),
    ...(live.runTimeoutMs ? { workflowExecutionTimeout: live.runTimeoutMs } : {}),
    args: [
      {
        runId,
        workspaceId: input.workspaceId,
        flowId: input.flowId,
        versionId: live.versionId,
        flowName: input.flowName,
        definition: live.definition,
        trigger: { type: 'changeWatch', payload },
      },
    ],
  });
}
