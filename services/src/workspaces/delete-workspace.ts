import type { Client } from '@temporalio/client';
import type { Db } from '@tandem/platform/db';
import type { WorkspaceRow } from '@tandem/platform/db/tables/workspaces';
import { revokeWorkspaceTokens } from '../repos/api-tokens.js';
import type { RunIntake } from '../runs/run-intake.js';
import { cancelWorkflows } from '../runs/start-run.js';
import { removeFlowSchedule } from '../triggers/flow-schedule.js';
import { stopFlowWatch } from '../triggers/flow-watch.js';

/** Runs of the workspace still going: the runs index, and Temporal for runs not indexed yet (a schedule's just started). */
async function runningWorkflowIds(db: Db, temporal: Client, workspaceId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('runs').select('workflowId').where('workspaceId', '=', workspaceId).where('status', '=', 'running').execute();
  const ids = new Set(rows.map((r) => r.workflowId));
  // The id is a validated ULID, so it is safe inside the visibility query.
  for await (const execution of temporal.workflow.list({ query: `WorkspaceId = '${workspaceId}' AND ExecutionStatus = 'Running'` })) {
    ids.add(execution.workflowId);
  }
  return ids;
}

/**
 * The schedule and the watch of every flow of the workspace, live or not, go (by their ids: one of
 * each per flow). Run after the deletion has committed, it also finds those a flow set live at the
 * same moment made: that holds the workspace's row until it commits (set-live.ts).
 */
async function sweepTriggers(db: Db, temporal: Client, workspaceId: string): Promise<void> {
  const flows = await db.selectFrom('flows').select('id').where('workspaceId', '=', workspaceId).execute();
  // A few flows at a time, so a large workspace does not flood the Temporal server.
  for (let at = 0; at < flows.length; at += 16) {
    const removed = await Promise.allSettled(flows.slice(at, at + 16).map(({ id }) => Promise.all([removeFlowSchedule(temporal, id), stopFlowWatch(temporal, id)])));
    const failed = removed.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Deletes a workspace and stops everything it owns at once: its schedules are deleted from Temporal
 * and its watches stopped (no flow stays live), then the workspace is marked deleted (its hooks answer
 * 404 and nobody can start a run), its running runs are cancelled, its connections' secrets destroyed
 * (sealed auth and config overwritten, not only hidden), its API tokens revoked, and its pending OAuth2
 * states, invitations and the files of its download steps removed.
 *
 * Going live, accepting a run and registering a scheduled or watched run lock the workspace's row in
 * the transaction that records them (workspace-lock.ts), and the update that marks it deleted waits
 * for them. After it commits, nothing new is recorded for the workspace, and a sweep removes the
 * schedule and watch of every flow and cancels every run the database or Temporal knows of.
 */
export async function deleteWorkspace(db: Db, temporal: Client, intake: RunIntake, workspaceId: string): Promise<WorkspaceRow> {
  const live = await db.selectFrom('flows').select('id').where('workspaceId', '=', workspaceId).where('liveVersionId', 'is not', null).execute();
  for (const flow of live) {
    await removeFlowSchedule(temporal, flow.id);
    await stopFlowWatch(temporal, flow.id);
  }
  const now = new Date();
  const row = await db.transaction().execute(async (trx) => {
    const deleted = await trx.updateTable('workspaces').set({ deletedAt: now }).where('id', '=', workspaceId).returningAll().executeTakeFirstOrThrow();
    await trx
      .updateTable('flows')
      .set({ liveVersionId: null, liveVersionChangedAt: now, hookTokenHash: null, hookTokenSealed: null })
      .where('workspaceId', '=', workspaceId)
      .where((eb) => eb.or([eb('liveVersionId', 'is not', null), eb('hookTokenHash', 'is not', null)]))
      .execute();
    await trx
      .updateTable('connections')
      .set((eb) => ({ authSealed: null, config: '{}', userInfo: null, updatedAt: now, deletedAt: eb.fn.coalesce('deletedAt', eb.val(now)) }))
      .where('workspaceId', '=', workspaceId)
      .execute();
    await trx.deleteFrom('oauthStates').where('workspaceId', '=', workspaceId).execute();
    // The files of download steps go with it: their links answer 404.
    await trx.deleteFrom('downloads').where('workspaceId', '=', workspaceId).execute();
    await revokeWorkspaceTokens(trx, workspaceId);
    await trx.deleteFrom('workspaceInvitations').where('workspaceId', '=', workspaceId).where('acceptedAt', 'is', null).execute();
    return deleted;
  });
  await sweepTriggers(db, temporal, workspaceId);
  // Runs accepted a moment ago: started ones are cancelled below with the others, the rest never start.
  await intake.withdrawWorkspace(workspaceId);
  const running = await runningWorkflowIds(db, temporal, workspaceId);
  await cancelWorkflows(temporal, running);
  return row;
}
