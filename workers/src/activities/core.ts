import { ApplicationFailure, Context, log } from '@temporalio/activity';
import { lockWorkspace } from '@tandem/platform/workspaces/workspace-lock';
import type { CoreActivities, FormerChunksRequest, WatchHealthReport } from '@tandem/temporal';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';
import type { Db } from '@tandem/platform/db';
import type { ScheduleSkipsReport } from '@tandem/platform/triggers/schedule-skips';
import { ulid } from 'ulid';

/** Raises and resolves a failing change watch's notification (platform/src/triggers/watch-health.ts). */
export type WatchHealth = { report(report: WatchHealthReport): Promise<void> };

/** Tells the workspace when its flow's schedule skipped fires (platform/src/triggers/schedule-skips.ts). */
export type ScheduleSkips = { report(report: ScheduleSkipsReport): Promise<void> };

/** Reads the failed run's chunks for a recovered run's chunk (formerChunksReader of @tandem/temporal). */
export type FormerChunks = (request: FormerChunksRequest) => Promise<RecordedOutputs>;

/** Activities of the "flows" task queue that touch the platform's database (and the failed runs' chunks). */
export function createCoreActivities(
  db: Db,
  { watchHealth, scheduleSkips, formerChunks }: { watchHealth?: WatchHealth; scheduleSkips?: ScheduleSkips; formerChunks: FormerChunks },
): CoreActivities {
  /**
   * A schedule that outlived its workspace (the deletion's sweep could not reach Temporal) removes
   * itself at its next fire. Best effort: the run is refused either way.
   */
  async function removeLeftSchedule(scheduleId: string): Promise<void> {
    await Context.current()
      .client.schedule.getHandle(scheduleId)
      .delete()
      .catch((error: unknown) => log.warn('schedule of a deleted workspace not removed', { scheduleId, error: String(error) }));
  }

  /** Best effort, after the run is recorded: a schedule that cannot be read never holds up its run. */
  async function checkSkippedFires(workspaceId: string, flowId: string, scheduleId: string): Promise<void> {
    if (!scheduleSkips) return;
    try {
      const { info } = await Context.current().client.schedule.getHandle(scheduleId).describe();
      await scheduleSkips.report({ workspaceId, flowId, skipped: info.numActionsMissedCatchupWindow + info.numActionsSkippedOverlap });
    } catch (error) {
      log.warn('skipped schedule fires not checked', { flowId, error: String(error) });
    }
  }

  return {
    /**
     * Records a scheduled or watched run, holding its workspace's row while it does (workspace-lock.ts):
     * a run of a deleted workspace (its schedule fired as the deletion committed) is refused and ends
     * before its first step; one recorded first is found and cancelled by the deletion's sweep.
     */
    async registerRun(input) {
      const registered = await db.transaction().execute(async (trx) => {
        if ((await lockWorkspace(trx, input.workspaceId)) === 'deleted') {
          if (input.scheduleId) await removeLeftSchedule(input.scheduleId);
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
      if (input.scheduleId) await checkSkippedFires(input.workspaceId, input.flowId, input.scheduleId);
      return registered;
    },
    // Best effort: the watch goes on polling even when its health cannot be recorded.
    async reportWatchHealth(input) {
      await watchHealth?.report(input).catch((error: unknown) => log.warn('change watch health not recorded', { flowId: input.flowId, error: String(error) }));
    },
    recordedInFormerChunks: (request) => formerChunks(request),
  };
}
