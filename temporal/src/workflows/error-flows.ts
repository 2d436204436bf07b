import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { log, proxyActivities } from '@temporalio/workflow';
import type { CoreActivities, FailedRunReport } from '../activities-contract.js';
import { startChildRun } from './flow-call.js';

const core = proxyActivities<CoreActivities>({
  startToCloseTimeout: '1 minute',
  // The database may be out of reach for a while: the failed run waits for it (up to a day) before it ends.
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '1 second', maximumInterval: '5 minutes', nonRetryableErrorTypes: ['WorkspaceDeleted'] },
});

/**
 * The error flows of a failed run (docs/flow-language.md § Error flows): those whose `runFailed`
 * trigger names its flow or "any", and the workspace's default one. Each starts as a child run that
 * outlives this one, with the workflow id `<this workflow>:onFailure:<error flow>`: a workflow id is
 * never used twice, so however often this code runs again (a retried task, a replay) each error flow
 * runs once for this run. An error flow's own runs never get here (no loops).
 */
export async function startErrorFlows(report: FailedRunReport): Promise<void> {
  try {
    const runs = await core.errorFlowRuns(report);
    for (const run of runs) {
      await startChildRun(run.workflowId, { workspaceId: report.workspaceId, runId: report.runId, depth: 0 }, run.start, run.payload, 'runFailed').catch((error: unknown) => {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      });
    }
  } catch (error) {
    // The run's own failure is what it ends with; its error flows are told when they can be, or not at all.
    log.warn('error flows not started', { runId: report.runId, error: String(error) });
  }
}
