import type { CoreActivities } from '@tandem/temporal';
import type { Db } from '@tandem/services/db';
import { ulid } from 'ulid';

/** Activities of the "flows" task queue that touch the platform's database. */
export function createCoreActivities(db: Db): CoreActivities {
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
  };
}
