import { log } from '@temporalio/activity';
import type { CoreActivities, FormerChunksRequest, WatchHealthReport } from '@tandem/temporal';
import type { RecordedOutputs } from '@tandem/temporal/interpreter';
import type { Db } from '@tandem/platform/db';
import { ulid } from 'ulid';

/** Raises and resolves a failing change watch's notification (platform/src/triggers/watch-health.ts). */
export type WatchHealth = { report(report: WatchHealthReport): Promise<void> };

/** Reads the failed run's chunks for a recovered run's chunk (formerChunksReader of @tandem/temporal). */
export type FormerChunks = (request: FormerChunksRequest) => Promise<RecordedOutputs>;

/** Activities of the "flows" task queue that touch the platform's database (and the failed runs' chunks). */
export function createCoreActivities(db: Db, { watchHealth, formerChunks }: { watchHealth?: WatchHealth; formerChunks: FormerChunks }): CoreActivities {
  return {
    async registerRun(input) {
      const row = await db
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
    },
    // Best effort: the watch goes on polling even when its health cannot be recorded.
    async reportWatchHealth(input) {
      await watchHealth?.report(input).catch((error: unknown) => log.warn('change watch health not recorded', { flowId: input.flowId, error: String(error) }));
    },
    recordedInFormerChunks: (request) => formerChunks(request),
  };
}
