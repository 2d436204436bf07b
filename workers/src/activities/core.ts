import { ApplicationFailure, log } from '@temporalio/activity';
import { lockWorkspace } from '@tandem/platform/workspaces/workspace-lock';
import { runIdOfWorkflow, type CoreActivities, type FormerChunksRequest, type WatchHealthReport } from '@tandem/temporal';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';
import type { Db } from '@tandem/platform/db';

/** Raises and resolves a failing change watch's notification (platform/src/triggers/watch-health.ts). */
export type WatchHealth = { report(report: WatchHealthReport): Promise<void> };

/** Reads the failed run's chunks for a recovered run's chunk (formerChunksReader of @tandem/temporal). */
export type FormerChunks = (request: FormerChunksRequest) => Promise<RecordedOutputs>;

/** Activities of the "flows" task queue that touch the platform's database (and the failed runs' chunks). */
export function createCoreActivities(db: Db, { watchHealth, formerChunks }: { watchHealth?: WatchHealth; formerChunks: FormerChunks }): CoreActivities {
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
            // The run id is its workflow id's (`run_sched_<flowId>-<time>` is run `sched_<flowId>-<time>`): one id from the app to the Temporal UI.
            id: runIdOfWorkflow(input.workflowId),
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
  };
}
