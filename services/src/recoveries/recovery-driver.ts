import { setTimeout as wait } from 'node:timers/promises';
import type { Client } from '@temporalio/client';
import { Definition, walkSteps } from '@tandem/catalog';
import { ApiError } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import { requireVersion } from '../repos/versions.js';
import { recoverRun } from '../runs/recover-run.js';
import type { RunReadOptions } from '../runs/run-state.js';
import type { RunStarts } from '../runs/start-run.js';
import { claimNextRun, finishIfDone, recordRecovered } from './recovery-batches.js';

/** The connections a version's steps use (or the flow itself when none): what a batch's pace is counted per. */
function paceKeys(flowId: string, definition: Definition): string[] {
  const keys = new Set<string>();
  for (const { step } of walkSteps(definition.steps)) if (step.type === 'action' && step.connectionId) keys.add(`connection:${step.connectionId}`);
  return keys.size > 0 ? [...keys] : [`flow:${flowId}`];
}

type Log = { error(object: unknown, message: string): void };

/**
 * Drives recovery batches in this API process: for each running batch, one run after the other,
 * starting at most `runsPerMinute` recovering runs per connection the flow uses (all batches of the
 * process share the pace of a connection). The batch's state lives in Postgres, so another process,
 * or this one after a restart (`resumeAll`), goes on where it stopped; a paused batch stops before its
 * next run.
 */
export class RecoveryDriver {
  private readonly active = new Set<string>();
  /** Batches asked to be driven while their loop was ending (resumed right after a pause): driven again once it ended. */
  private readonly again = new Set<string>();
  private readonly nextSlot = new Map<string, number>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly temporal: Client,
    private readonly starts: RunStarts,
    private readonly options: RunReadOptions,
    private readonly log: Log,
  ) {}

  /** Goes on with every running batch (at start-up). */
  async resumeAll(): Promise<void> {
    const running = await this.db.selectFrom('recoveryBatches').select('id').where('status', '=', 'running').execute();
    for (const { id } of running) this.drive(id);
  }

  /** Starts driving a batch unless this process already does. */
  drive(batchId: string): void {
    if (this.stopping.signal.aborted) return;
    if (this.active.has(batchId)) {
      this.again.add(batchId);
      return;
    }
    this.active.add(batchId);
    void this.loop(batchId)
      .catch((error: unknown) => {
        if (!this.stopping.signal.aborted) this.log.error({ err: error, batchId }, 'recovery batch stopped');
      })
      .finally(() => {
        this.active.delete(batchId);
        if (this.again.delete(batchId)) this.drive(batchId);
      });
  }

  stop(): void {
    this.stopping.abort();
  }

  /** Waits for a slot on every connection of the flow: at most `perMinute` starts a minute on each. */
  private async pace(keys: readonly string[], perMinute: number): Promise<void> {
    const interval = 60_000 / perMinute;
    const now = Date.now();
    const slot = Math.max(now, ...keys.map((key) => this.nextSlot.get(key) ?? 0));
    for (const key of keys) this.nextSlot.set(key, slot + interval);
    if (slot > now) await wait(slot - now, undefined, { signal: this.stopping.signal });
  }

  private async loop(batchId: string): Promise<void> {
    for (;;) {
      if (this.stopping.signal.aborted) return;
      const batch = await this.db.selectFrom('recoveryBatches').selectAll().where('id', '=', batchId).executeTakeFirst();
      if (!batch || batch.status !== 'running') return;
      const flow = await this.db.selectFrom('flows').selectAll().where('id', '=', batch.flowId).executeTakeFirst();
      const workspace = await this.db.selectFrom('workspaces').selectAll().where('id', '=', batch.workspaceId).executeTakeFirst();
      if (!flow || !workspace) return;
      const runId = await claimNextRun(this.db, batchId);
      if (!runId) {
        await finishIfDone(this.db, batchId);
        return;
      }
      const run = await this.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirst();
      if (!run) {
        await recordRecovered(this.db, batchId, runId, { error: 'The run is no longer kept' });
        continue;
      }
      const version = await requireVersion(this.db, flow.id, batch.versionId ?? run.versionId);
      await this.pace(paceKeys(flow.id, Definition.parse(version.definition)), batch.runsPerMinute);
      try {
        const { runId: recoveredRunId } = await recoverRun(this.db, this.temporal, { starts: this.starts, workspace, flow, run, ...(batch.versionId ? { versionId: batch.versionId } : {}), options: this.options });
        await recordRecovered(this.db, batchId, runId, { recoveredRunId });
      } catch (error) {
        // A run that cannot be recovered (no longer failed, does not fit) is refused with the reason; anything else stops the batch here, to go on later.
        if (!(error instanceof ApiError) || error.statusCode === 503) {
          await this.db.updateTable('recoveryBatchRuns').set({ state: 'pending', startedAt: null }).where('batchId', '=', batchId).where('runId', '=', runId).execute();
          throw error;
        }
        await recordRecovered(this.db, batchId, runId, { error: error.message });
      }
    }
  }
}
