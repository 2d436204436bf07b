import { ApplicationFailure, log } from '@temporalio/activity';
import { lockWorkspace } from '@tandem/platform/workspaces/workspace-lock';
import type { CoreActivities, FormerChunksRequest, WatchHealthReport } from '@tandem/temporal';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';
import type { Db } from '@tandem/platform/db';
import { ulid } from 'ulid';
import { prepareFlowCall } from '@tandem/platform/runs/child-runs';
import { errorFlowRuns } from '@tandem/platform/runs/error-flow-runs';

/** Raises and resolves a failing change watch's notification (platform/src/triggers/watch-health.ts). */
export type WatchHealth = { report(report: WatchHealthReport): Promise<void> };

/** Reads the failed run's chunks for a recovered run's chunk (formerChunksReader of @tandem/temporal). */
export type FormerChunks = (request: FormerChunksRequest) => Promise<RecordedOutputs>;

/** Activities of the "flows" task queue that touch the platform's database (and the failed runs' chunks). */
export function createCoreActivities(
  db: Db,
  { watchHealth, formerChunks, appUrl }: { watchHealth?: WatchHealth; formerChunks: FormerChunks; /** Where the app's pages are, for the links an error flow gets. */ appUrl: string },
): CoreActivities {
  return {
    /**
     * Records a scheduled or watched run, holding its workspace's row while it does (workspace-lock.ts):
     * a run of a deleted workspace (its schedule fired as the deletion committed) is refused and ends
     * before its first step; one recorded first is found and cancelled by the deletion's sweep.
     */
    async registerRun(input) {
      return db.transaction().execute(async (trx) => {
        if ((await lockWorkspace(trx, input.workspaceId)) === 'deleted') {
          throw ApplicationFailure.nonRetryable('The workspace of this run was deleted', 'WorkspaceDeleted');
        }
        const row = await trx
          .insertInto('runs')
          .values({
            id: ulid(),
            workspaceId: input.workspaceId,
            flowId: input.flowId,
            versionId: input.versionId,
            workflowId: input.workflowId,
            triggerType: input.triggerType,
            status: 'running',
            closedAt: null,
          })
          // A retried attempt finds the row of the first one.
          .onConflict((oc) => oc.column('workflowId').doUpdateSet({ workflowId: input.workflowId }))
          .returning('id')
          .executeTakeFirstOrThrow();
        return { runId: row.id };
      });
    },
    // Best effort: the watch goes on polling even when its health cannot be recorded.
    async reportWatchHealth(input) {
      await watchHealth?.report(input).catch((error: unknown) => log.warn('change watch health not recorded', { flowId: input.flowId, error: String(error) }));
    },
    recordedInFormerChunks: (request) => formerChunks(request),
    prepareFlowCall: (request) => prepareFlowCall(db, request),
    errorFlowRuns: (report) => errorFlowRuns(db, appUrl, report),
  };
}
