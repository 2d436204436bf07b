import {
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
import type { Definition } from '@tandem/catalog';
import type { ActionActivities, CoreActivities } from '../activities-contract.js';
import { runSearchAttributes } from '../search-keys.js';
import { appTaskQueue, FLOWS_TASK_QUEUE } from '../task-queues.js';
import { cursorOf, diffItems, itemsOf, type WatchCursor } from '../watch/diff-items.js';
import { flowLanguage } from './flow-language.js';
import { runFlow } from './run-flow.js';
import { failsAsStep } from './step-failed.js';

export type LiveVersion = { versionId: string; definition: Definition };

export type WatchFlowInput = {
  workspaceId: string;
  flowId: string;
  flowName: string;
  live: LiveVersion;
  /** Carried across continue-as-new; null until the first poll recorded the baseline. */
  cursor: WatchCursor | null;
  /** Counts the runs started, for their workflow ids. */
  started: number;
};

export type WatchState = { versionId: string; baselineRecorded: boolean; itemsSeen: number; runsStarted: number; lastPollAt: string | null };

/** Setting another version live: the watch goes on with the same cursor. */
export const liveVersionSignal = defineSignal<[LiveVersion]>('liveVersion');
/** Polls at once instead of waiting for the next interval ("check now"). */
export const pollNowSignal = defineSignal('pollNow');
export const watchStateQuery = defineQuery<WatchState>('watchState');

const core = proxyLocalActivities<CoreActivities>({ startToCloseTimeout: '30 seconds' });

/** Polls before continuing as new, so the history stays small however long the watch lives. */
const POLLS_PER_RUN = 100;

/**
 * A change watch (flow-language.md § Triggers): every `frequencyMinutes` it calls the watched
 * action, compares the items by `idPath` with the previous poll and starts one run per change of
 * the trigger's `changeType`, with `{ change, item, previous }`. The first poll records a baseline.
 */
export async function watchFlow(input: WatchFlowInput): Promise<void> {
  let { live, cursor, started } = input;
  let pollRequested = false;
  let lastPollAt: string | null = null;
  setHandler(liveVersionSignal, (next) => void (live = next));
  setHandler(pollNowSignal, () => void (pollRequested = true));
  setHandler(watchStateQuery, () => ({
    versionId: live.versionId,
    baselineRecorded: cursor !== null,
    itemsSeen: cursor ? Object.keys(cursor).length : 0,
    runsStarted: started,
    lastPollAt,
  }));

  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const trigger = live.definition.trigger;
    if (trigger.type !== 'changeWatch') return;
    const actions = proxyActivities<ActionActivities>({
      taskQueue: appTaskQueue(trigger.app),
      startToCloseTimeout: '5 minutes',
      retry: { maximumAttempts: 5, nonRetryableErrorTypes: ['ConnectorNonRetryableError', 'ConnectorAuthError'] },
    });
    const now = () => new Date().toISOString(); // eslint-disable-line no-restricted-syntax -- Temporal's deterministic clock
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
      idempotencyKey: `${workflowInfo().workflowId}:poll:${poll}`,
    });
    lastPollAt = now();
    const next = failsAsStep('trigger', () => cursorOf(itemsOf(output), trigger.idPath));
    if (cursor !== null) {
      for (const change of diffItems(cursor, next).filter((c) => c.change === trigger.changeType)) {
        started += 1;
        await startRun(input, live, change, `watch_${input.flowId}_${started}`);
      }
    }
    cursor = next;
    const frequencyMs = trigger.frequencyMinutes * 60_000;
    await condition(() => pollRequested, frequencyMs);
    pollRequested = false;
  }
  await continueAsNew<typeof watchFlow>({ ...input, live, cursor, started });
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
