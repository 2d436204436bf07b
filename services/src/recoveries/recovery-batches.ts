import { sql } from 'kysely';
import { newId } from '@tandem/platform/ids';
import { notFound } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import type { RecoveryBatchRow, RecoveryBatchStatus } from '@tandem/platform/db/tables/recovery-batches';
import type { RecoveryBatch } from '../api/schemas/recoveries.js';

export type NewBatch = { workspaceId: string; flowId: string; versionId: string | null; createdBy: string; runsPerMinute: number; runIds: readonly string[] };

/** Records a batch (who, when, which runs, on which version) with every run pending. */
export async function createBatch(db: Db, batch: NewBatch): Promise<string> {
  const id = newId();
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('recoveryBatches').values({ id, workspaceId: batch.workspaceId, flowId: batch.flowId, versionId: batch.versionId, createdBy: batch.createdBy, status: 'running', runsPerMinute: batch.runsPerMinute }).execute();
    await tx.insertInto('recoveryBatchRuns').values(batch.runIds.map((runId) => ({ batchId: id, runId, state: 'pending' as const, recoveredRunId: null, error: null, startedAt: null }))).execute();
  });
  return id;
}

export async function requireBatch(db: Db, workspaceId: string, batchId: string): Promise<RecoveryBatchRow> {
  const row = await db.selectFrom('recoveryBatches').selectAll().where('id', '=', batchId).where('workspaceId', '=', workspaceId).executeTakeFirst();
  if (!row) throw notFound('Recovery not found');
  return row;
}

/** Pauses or resumes a batch that is not done; a done batch stays done. */
export async function setBatchStatus(db: Db, batchId: string, status: Extract<RecoveryBatchStatus, 'running' | 'paused'>): Promise<void> {
  await db.updateTable('recoveryBatches').set({ status }).where('id', '=', batchId).where('status', '!=', 'done').execute();
}

/** A run taken by a process that stopped before its recovering run existed is taken again after this long. */
export const RETAKE_AFTER_MS = 60_000;

export type ClaimedRun = { runId: string; recoveredRunId: string };

/**
 * Takes the next run of a running batch for this process and names the run that will recover it (a
 * new run id, written before anything starts): a pending run, or one taken more than `retakeAfterMs`
 * ago whose recovering run does not exist (its process stopped). The row is locked and skipped by any
 * other process, and the recovering run starts under the id named here, so taking a run again never
 * starts a second recovering run. Undefined when none is left (or the batch paused).
 */
export async function claimNextRun(db: Db, batchId: string, retakeAfterMs = RETAKE_AFTER_MS): Promise<ClaimedRun | undefined> {
  const recoveredRunId = newId();
  // Raw SQL: the database's CamelCasePlugin still maps the returned columns (`run_id` comes back as `runId`).
  const claimed = await sql<{ runId: string; recoveredRunId: string }>`
    update recovery_batch_runs set state = 'started', started_at = now(), recovered_run_id = coalesce(recovered_run_id, ${recoveredRunId})
    where batch_id = ${batchId} and run_id = (
      select r.run_id from recovery_batch_runs r join recovery_batches b on b.id = r.batch_id
      where r.batch_id = ${batchId} and b.status = 'running' and (r.state = 'pending' or (
        r.state = 'started' and r.started_at < now() - make_interval(secs => ${retakeAfterMs / 1000})
        and not exists (select 1 from runs x where x.id = r.recovered_run_id)))
      order by r.state desc, r.run_id limit 1 for update of r skip locked)
    returning run_id, recovered_run_id`.execute(db);
  return claimed.rows[0];
}

/** Gives a taken run back (its recovery did not start: the process stops, or Temporal did not answer). */
export async function releaseRun(db: Db, batchId: string, runId: string): Promise<void> {
  await db.updateTable('recoveryBatchRuns').set({ state: 'pending', startedAt: null }).where('batchId', '=', batchId).where('runId', '=', runId).where('state', '=', 'started').execute();
}

export async function recordRecovered(db: Db, batchId: string, runId: string, outcome: { recoveredRunId: string } | { error: string }): Promise<void> {
  await db
    .updateTable('recoveryBatchRuns')
    .set('recoveredRunId' in outcome ? { recoveredRunId: outcome.recoveredRunId } : { state: 'refused', recoveredRunId: null, error: outcome.error })
    .where('batchId', '=', batchId)
    .where('runId', '=', runId)
    .execute();
}

/** A running batch with no pending run left is done. */
export async function finishIfDone(db: Db, batchId: string): Promise<void> {
  await db
    .updateTable('recoveryBatches')
    .set({ status: 'done' })
    .where('id', '=', batchId)
    .where('status', '=', 'running')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('recoveryBatchRuns').select('runId').where('batchId', '=', batchId).where('state', '=', 'pending'))))
    .execute();
}

/** The batch with each run's state and its recovering run's status. */
export async function batchView(db: Db, batch: RecoveryBatchRow): Promise<RecoveryBatch> {
  const rows = await db
    .selectFrom('recoveryBatchRuns as b')
    .leftJoin('runs as r', 'r.id', 'b.recoveredRunId')
    .select(['b.runId', 'b.state', 'b.recoveredRunId', 'b.error', 'r.status as recoveredStatus'])
    .where('b.batchId', '=', batch.id)
    .orderBy('b.runId')
    .execute();
  const count = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length;
  return {
    batchId: batch.id,
    flowId: batch.flowId,
    versionId: batch.versionId,
    createdBy: batch.createdBy,
    createdAt: batch.createdAt.toISOString(),
    status: batch.status,
    runsPerMinute: batch.runsPerMinute,
    progress: {
      total: rows.length,
      pending: count((r) => r.state === 'pending'),
      started: count((r) => r.state === 'started'),
      refused: count((r) => r.state === 'refused'),
      completed: count((r) => r.recoveredStatus === 'completed'),
      failed: count((r) => r.recoveredStatus !== null && r.recoveredStatus !== 'completed' && r.recoveredStatus !== 'running'),
    },
    runs: rows.map((r) => ({ runId: r.runId, state: r.state, recoveredRunId: r.state === 'pending' ? null : r.recoveredRunId, recoveredStatus: r.recoveredStatus ?? null, error: r.error })),
  };
}
