import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { Db } from '../db/index.js';
import type { ConnectionRow } from '../db/tables/connections.js';
import type { RunRow } from '../db/tables/runs.js';

/** The most runs one connection offers at once (a recovery batch takes at most this many per flow). */
export const MAX_BROKEN_RUNS = 1000;
/** The pace of a batch started by the connection itself: recovering runs started a minute, per connection. */
export const AUTO_RECOVERY_RUNS_PER_MINUTE = 60;
/** Who started a recovery that the workspace setting started. */
export const AUTO_RECOVERY_BY = 'tandem';

/** Notes that a step of the run met an auth error on the connection (once; a run that is not indexed is left out). */
export async function recordBrokenRun(db: Db, connection: Pick<ConnectionRow, 'id' | 'workspaceId'>, runId: string): Promise<void> {
  await db
    .insertInto('connectionBrokenRuns')
    .columns(['connectionId', 'runId', 'workspaceId'])
    .expression(
      db
        .selectFrom('runs')
        .select((eb) => [eb.val(connection.id).as('connectionId'), 'id as runId', eb.val(connection.workspaceId).as('workspaceId')])
        .where('id', '=', runId)
        .where('workspaceId', '=', connection.workspaceId),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The failed runs the connection broke that nothing recovers yet: no run recovers them (a recovering
 * run that failed again does not count) and no recovery batch holds them. Oldest first.
 */
export async function brokenRunsOf(db: Db, connection: Pick<ConnectionRow, 'id' | 'workspaceId'>): Promise<RunRow[]> {
  return db
    .selectFrom('connectionBrokenRuns as b')
    .innerJoin('runs', 'runs.id', 'b.runId')
    .selectAll('runs')
    .where('b.connectionId', '=', connection.id)
    .where('runs.workspaceId', '=', connection.workspaceId)
    .where('runs.status', '=', 'failed')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('runs as r').select('r.id').whereRef('r.recoveredFrom', '=', 'runs.id').where('r.status', '!=', 'failed'))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recoveryBatchRuns as br')
            .innerJoin('recoveryBatches as rb', 'rb.id', 'br.batchId')
            .select('br.runId')
            .whereRef('br.runId', '=', 'runs.id')
            .where('rb.status', '!=', 'done')
            .where('br.state', '!=', 'refused'),
        ),
      ),
    )
    .orderBy('runs.id')
    .limit(MAX_BROKEN_RUNS)
    .execute();
}

/**
 * Records one recovery batch per flow for the runs the connection broke that nothing recovers yet
 * (each on its own version), running: the API's recovery driver takes them up
 * (services/src/recoveries/recovery-driver.ts). One at a time per workspace, so two callers never put
 * a run in two batches. Answers the batch ids.
 */
export async function recoverBrokenRuns(db: Db, connection: Pick<ConnectionRow, 'id' | 'workspaceId'>, createdBy: string, runsPerMinute = AUTO_RECOVERY_RUNS_PER_MINUTE): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`recover-broken-runs:${connection.workspaceId}`}))`.execute(tx);
    const byFlow = new Map<string, string[]>();
    for (const run of await brokenRunsOf(tx, connection)) byFlow.set(run.flowId, [...(byFlow.get(run.flowId) ?? []), run.id]);
    const ids: string[] = [];
    for (const [flowId, runIds] of byFlow) {
      const id = newId();
      ids.push(id);
      await tx.insertInto('recoveryBatches').values({ id, workspaceId: connection.workspaceId, flowId, versionId: null, createdBy, status: 'running', runsPerMinute }).execute();
      await tx.insertInto('recoveryBatchRuns').values(runIds.map((runId) => ({ batchId: id, runId, state: 'pending' as const, recoveredRunId: null, error: null, startedAt: null }))).execute();
    }
    return ids;
  });
}

/**
 * The connection works again: when its workspace recovers broken runs by itself, the runs it broke
 * are recovered (one batch per flow, started by `tandem`); otherwise they stay offered (the
 * connection's broken runs in the API and the app). Answers the batches started.
 */
export async function connectionWorksAgain(db: Db, connection: Pick<ConnectionRow, 'id' | 'workspaceId'>): Promise<string[]> {
  const workspace = await db.selectFrom('workspaces').select('autoRecoverRuns').where('id', '=', connection.workspaceId).executeTakeFirst();
  return workspace?.autoRecoverRuns ? recoverBrokenRuns(db, connection, AUTO_RECOVERY_BY) : [];
}
