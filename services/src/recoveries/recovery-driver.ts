import { setTimeout as wait } from 'node:timers/promises';
import type { Client } from '@temporalio/client';
import { Definition, walkSteps } from '@tandem/catalog';
import { ApiError } from '@tandem/platform/errors';
import type { Db } from '@tandem/platform/db';
import { requireVersion } from '../repos/versions.js';
import { recoverRun } from '../runs/recover-run.js';
import type { RunReadOptions } from '../runs/run-state.js';
import type { RunStarts } from '../runs/start-run.js';
import { claimNextRun, finishIfDone, recordRecovered, releaseRun } from './recovery-batches.js';

/** The connections a version's steps use (or the flow itself when none): what a batch's pace is counted per. */
function paceKeys(flowId: string, definition: Definition): string[] {
  const keys = new Set<string>();
  for (const { step } of walkSteps(definition.steps)) if (step.type === 'action' && step.connectionId) keys.add(`connection:${step.connectionId}`);
  return keys.size > 0 ? [...keys] : [`flow:${flowId}`];
}

type Log = { error(object: unknown, message: string): void; warn(object: unknown, message: string): void };

/** How often a process looks for running batches that no process drives (one stopped mid-batch). */
const SWEEP_MS = 30_000;
/** Waits after Temporal or the database did not answer, before the batch tries the same run again. */
const BACKOFF_MS = [1_000, 5_000, 15_000, 60_000];

export type RecoveryDriverOptions = { sweepMs?: number; retakeAfterMs?: number };

/**
 * Drives recovery batches in the API process: for each running batch, one run after the other,
 * starting at most `runsPerMinute` recovering runs per connection the flow uses (all batches of the
 * process share the pace of a connection). The batch is not a Temporal workflow on purpose: each
 * recovering run is a durable workflow of its own, what is left of the batch is a cursor over its
 * runs in Postgres, and recovering a run reads and starts workflows with the API's own code. Durable
 * all the same: every process goes on with every running batch at its start and every 30 s
 * (`resumeAll`); a run taken by a process that stopped is taken again after a minute, and the
 * recovering run's id is written before it starts, so it never starts twice. A paused batch stops
 * before its next run; Temporal or Postgres not answering holds the batch (backing off), it never
 * ends it. See docs/recover-and-test-step.md § Recovering many runs at once.
 */
export class RecoveryDriver {
  private readonly active = new Set<string>();
  /** Batches asked to be driven while their loop was ending (resumed right after a pause): driven again once it ended. */
  private readonly again = new Set<string>();
  private readonly nextSlot = new Map<string, number>();
  private readonly stopping = new AbortController();
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly temporal: Client,
    private readonly starts: RunStarts,
    private readonly options: RunReadOptions,
    private readonly log: Log,
    private readonly settings: RecoveryDriverOptions = {},
  ) {}

  /** Goes on with every running batch now and every `sweepMs` (at start-up, and after another process stopped). */
  async start(): Promise<void> {
    this.sweep = setInterval(() => {
      this.resumeAll().catch((error: unknown) => this.log.warn({ err: error }, 'could not look for recovery batches'));
    }, this.settings.sweepMs ?? SWEEP_MS);
    this.sweep.unref();
    await this.resumeAll();
  }

  /** Drives every running batch this process does not drive yet. */
  async resumeAll(): Promise<void> {
    const running = await this.db.selectFrom('recoveryBatches').select('id').where('status', '=', 'running').execute();
    for (const { id } of running) if (!this.active.has(id)) this.drive(id);
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
    clearInterval(this.sweep);
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
    let failures = 0;
    for (;;) {
      if (this.stopping.signal.aborted) return;
      const batch = await this.db.selectFrom('recoveryBatches').selectAll().where('id', '=', batchId).executeTakeFirst();
      if (!batch || batch.status !== 'running') return;
      const flow = await this.db.selectFrom('flows').selectAll().where('id', '=', batch.flowId).executeTakeFirst();
      const workspace = await this.db.selectFrom('workspaces').selectAll().where('id', '=', batch.workspaceId).executeTakeFirst();
      if (!flow || !workspace) return;
      const claimed = await claimNextRun(this.db, batchId, this.settings.retakeAfterMs);
      if (!claimed) {
        await finishIfDone(this.db, batchId);
        return;
      }
      const { runId, recoveredRunId } = claimed;
      try {
        const run = await this.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirst();
        if (!run) {
          await recordRecovered(this.db, batchId, runId, { error: 'The run is no longer kept' });
          continue;
        }
        const version = await requireVersion(this.db, flow.id, batch.versionId ?? run.versionId);
        await this.pace(paceKeys(flow.id, Definition.parse(version.definition)), batch.runsPerMinute);
        const started = await recoverRun(this.db, this.temporal, { starts: this.starts, workspace, flow, run, ...(batch.versionId ? { versionId: batch.versionId } : {}), options: this.options, recoveredRunId });
        await recordRecovered(this.db, batchId, runId, { recoveredRunId: started.runId });
        failures = 0;
      } catch (error) {
        // A run that cannot be recovered (no longer failed, does not fit) is refused with the reason.
        if (error instanceof ApiError && error.statusCode !== 503) {
          await recordRecovered(this.db, batchId, runId, { error: error.message });
          continue;
        }
        // Stopping, or Temporal or Postgres did not answer: the run goes back, and the batch waits and tries again.
        await releaseRun(this.db, batchId, runId);
        if (this.stopping.signal.aborted) return;
        this.log.warn({ err: error, batchId, runId }, 'recovery batch waits: the run could not be recovered now');
        await wait(BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)], undefined, { signal: this.stopping.signal });
      }
    }
  }
}
