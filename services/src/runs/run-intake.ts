import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { Definition } from '@tandem/catalog';
import type { TriggerType } from '@tandem/temporal/workflows';
import type { PayloadCipher } from '@tandem/platform/codec';
import { preparedQuery, type Db } from '@tandem/platform/db';
import { noMailer, type Mailer } from '@tandem/platform/notifications/mailer';
import { notifyRunFailed } from '@tandem/platform/run-failed-notice';
import { notFound } from '@tandem/platform/errors';
import { cancelWorkflows, newRunStart, runRowOf, startRunWorkflow, type RunStart, type RunStarts, type StartRunRequest } from './start-run.js';
import { grpcErrorOf } from './grpc-error.js';
import { runTimeoutMs } from './run-timeout.js';

export type RunIntakeOptions = {
  /** How often the sweep looks for accepted runs whose workflow did not start (5 s). */
  sweepEveryMs?: number;
  /** How old an accepted run must be before a sweep starts it (5 s): younger ones are being started by the process that accepted them. */
  graceMs?: number;
  /**
   * How long a start's answer waits for the workflow to exist (1 s): the usual answer comes once it
   * does; while the server is slow or out of reach, the run is answered as accepted after this long
   * (or as soon as its start failed) and starts later.
   */
  answerWithinMs?: number;
  /** How long the intake rows of started runs wait to be removed in one batch (50 ms). */
  flushAfterMs?: number;
  /** Where failed starts are told (the API's logger). */
  log?: { warn: (details: object, message: string) => void };
  /** Mails FAILED_FLOW for a run that fails before it starts, to the members who want it by mail. */
  mailer?: Mailer;
};

/** gRPC codes after which the same start may well succeed later: unavailable, deadline exceeded, resource exhausted, aborted, cancelled, unknown, internal. */
const RETRYABLE = new Set([1, 2, 4, 8, 10, 13, 14]);

/** Starts that cannot succeed however often they are tried (an invalid request, say). Errors of our own code or the database are retried. */
function refused(error: unknown): boolean {
  const grpc = grpcErrorOf(error);
  return grpc !== undefined && !RETRYABLE.has(grpc.code);
}

/** A run accepted but not started is sealed for its workspace and its own id: its payload cannot pass for another's. */
const sealedFor = (workspaceId: string, runId: string) => `run intake\n${workspaceId}\n${runId}`;

type Accepted = Omit<StartRunRequest, 'recovery'>;

/**
 * The run's row and its intake row in one statement (none when its workflow id, an idempotency key's,
 * has a run already, or when the workspace is deleted); prepared: every manual and webhook start runs
 * it. It holds the workspace's row (FOR SHARE) until it commits, so a deletion either waits for it and
 * then finds the run, or commits first and no run is accepted (workspace-lock.ts).
 */
const acceptRun = preparedQuery(
  (db, id: string, workspaceId: string, flowId: string, versionId: string, workflowId: string, triggerType: string, payload: Buffer, keyId: string) =>
    db
      .with('standing', (db) => db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).where('deletedAt', 'is', null).forShare())
      .with('run', (db) =>
        db
          .insertInto('runs')
          .columns(['id', 'workspaceId', 'flowId', 'versionId', 'workflowId', 'triggerType', 'status'])
          .expression((eb) =>
            eb
              .selectFrom('standing')
              .select((standing) => [
                standing.val(id).as('id'),
                'standing.id as workspaceId',
                standing.val(flowId).as('flowId'),
                standing.val(versionId).as('versionId'),
                standing.val(workflowId).as('workflowId'),
                standing.val(triggerType).as('triggerType'),
                standing.val('running').as('status'),
              ]),
          )
          .onConflict((oc) => oc.column('workflowId').doNothing())
          .returning('id'),
      )
      .insertInto('runIntake')
      .columns(['runId', 'payload', 'keyId'])
      .expression((eb) => eb.selectFrom('run').select((run) => ['run.id', run.val(payload).as('payload'), run.val(keyId).as('keyId')]))
      .returning('runId'),
);

/**
 * The run intake: manual and webhook runs are durably accepted — the run's row and its trigger payload
 * (sealed like every payload) written in one statement — and then their workflows start in this
 * process. The answer comes once the workflow exists, or once the run is accepted when the Temporal
 * server is slow or out of reach (after `answerWithinMs`, or as soon as the start failed).
 *
 * Nothing accepted is lost: a run whose start failed (the server out of reach) or whose process died
 * before starting it keeps its intake row, and a sweep (every API process runs one) starts it again.
 * Starting twice is harmless, because a workflow id is never used twice. Rows of started runs are
 * removed in batches. A run that could not start within its own timeout fails with a message.
 */
export class RunIntake {
  private readonly inFlight = new Map<string, Promise<boolean>>();
  private readonly started = new Set<string>();
  private flushing: Promise<void> | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;
  private readonly graceMs: number;

  constructor(
    private readonly db: Db,
    private readonly starts: RunStarts,
    private readonly cipher: PayloadCipher,
    private readonly options: RunIntakeOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 5_000;
  }

  /**
   * Accepts a run: its row and its sealed payload, then its workflow's start (awaited for
   * `answerWithinMs` at most). A repeated idempotency key answers the run of the first delivery.
   */
  async accept(request: Accepted): Promise<{ runId: string }> {
    const start = newRunStart(request);
    const payload = this.cipher.encrypt(Buffer.from(JSON.stringify(request.trigger.payload ?? null)), sealedFor(request.workspaceId, start.runId));
    const row = runRowOf(start);
    const accepted = await acceptRun(this.db, row.id, row.workspaceId, row.flowId, row.versionId, row.workflowId, row.triggerType, payload, this.cipher.keyId);
    if (accepted.length === 0) {
      const earlier = await this.db.selectFrom('runs').select('id').where('workflowId', '=', start.workflowId).executeTakeFirst();
      // No run with that workflow id: the workspace was deleted a moment ago.
      if (!earlier) throw notFound('Workspace not found');
      return { runId: earlier.id };
    }
    // The answer waits for the workflow while the server answers in time, so callers never ask Temporal about a run it does not know yet.
    await this.within(this.launch(start), this.options.answerWithinMs ?? 1_000);
    return { runId: start.runId };
  }

  /**
   * Resolves once the run's workflow exists, starting it from its intake row if this process is not
   * starting it already; false when it could not start (yet).
   */
  async ensureStarted(runId: string): Promise<boolean> {
    const starting = this.inFlight.get(runId);
    if (starting) return starting;
    const [pending] = await this.pending((query) => query.where('runIntake.runId', '=', runId));
    return pending ? this.launchPending(pending) : true;
  }

  /** Starts the accepted runs older than the grace period that no start of this process is busy with; the number it started. */
  async sweep(): Promise<number> {
    const due = await this.pending((query) => query.where('runIntake.acceptedAt', '<', new Date(Date.now() - this.graceMs)).orderBy('runIntake.acceptedAt').limit(100));
    let count = 0;
    for (const pending of due) if (!this.inFlight.has(pending.runId) && (await this.launchPending(pending))) count++;
    return count;
  }

  /** Sweeps now and then every `sweepEveryMs` until `close`. */
  startSweeping(): void {
    if (this.sweeper) return;
    const sweep = () => {
      this.sweeping = this.sweep()
        .catch((error: unknown) => this.options.log?.warn({ err: error }, 'run intake: the sweep failed; the next one tries again'))
        .finally(() => {
          this.sweeping = undefined;
          if (this.sweeper) this.sweeper = setTimeout(sweep, this.options.sweepEveryMs ?? 5_000).unref();
        });
    };
    this.sweeper = setTimeout(sweep, 0).unref();
  }

  /** Stops sweeping, waits for the starts under way and removes the rows of the runs started. */
  async close(): Promise<void> {
    clearTimeout(this.sweeper);
    this.sweeper = undefined;
    await this.sweeping;
    await Promise.allSettled(this.inFlight.values());
    await this.flush();
  }

  /** Waits for `promise`, or `ms` at most. */
  private async within(promise: Promise<unknown>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  }

  private launch(start: RunStart): Promise<boolean> {
    const launched = startRunWorkflow(this.starts, start)
      .then(
        () => true,
        (error: unknown) => (error instanceof WorkflowExecutionAlreadyStartedError ? true : this.failedStart(start, error)),
      )
      .then((started) => {
        if (started) this.done(start.runId);
        return started;
      })
      .catch((error: unknown) => {
        // The database failed while the run was being closed: its intake row stays for a sweep.
        this.options.log?.warn({ err: error, runId: start.runId }, 'run intake: could not record the outcome of a start');
        return false;
      })
      .finally(() => this.inFlight.delete(start.runId));
    this.inFlight.set(start.runId, launched);
    return launched;
  }

  /** A refused start fails its run at once; any other error leaves the intake row for a later sweep. */
  private async failedStart(start: RunStart, error: unknown): Promise<false> {
    this.options.log?.warn({ err: error, runId: start.runId }, refused(error) ? 'run intake: the Temporal server refused the start' : 'run intake: the start failed; a sweep tries again');
    if (refused(error)) await this.failRun(start.runId, 'The workflow engine refused to start the run');
    return false;
  }

  /**
   * A deleted workspace's accepted runs never start: once this process's starts under way are done,
   * the runs still waiting are cancelled and their payloads removed.
   */
  async withdrawWorkspace(workspaceId: string): Promise<void> {
    await Promise.allSettled(this.inFlight.values());
    await this.flush();
    await this.db.transaction().execute(async (tx) => {
      const withdrawn = await tx
        .deleteFrom('runIntake')
        .using('runs')
        .whereRef('runs.id', '=', 'runIntake.runId')
        .where('runs.workspaceId', '=', workspaceId)
        .returning('runIntake.runId')
        .execute();
      const runIds = withdrawn.map((row) => row.runId);
      if (runIds.length > 0) await tx.updateTable('runs').set({ status: 'cancelled', closedAt: new Date() }).where('id', 'in', runIds).where('status', '=', 'running').execute();
    });
  }

  private async launchPending(pending: Pending): Promise<boolean> {
    // Cancelled or failed before it could start, or its workspace deleted: it never starts.
    if (pending.status !== 'running' || pending.workspaceDeleted) {
      await this.closeUnstarted(pending.runId, 'cancelled');
      return false;
    }
    const start = this.startOf(pending);
    if (pending.acceptedAt.getTime() + runTimeoutMs(start.request.definition, start.request.maxFlowRuntimeMinutes) < Date.now()) {
      await this.failRun(pending.runId, 'The run could not start before its timeout (the workflow engine was out of reach)');
      return false;
    }
    return this.launch(start);
  }

  /** Fails a run that never started, and raises FAILED_FLOW for it as the run watcher does for a failed workflow. */
  private async failRun(runId: string, message: string): Promise<void> {
    const run = await this.closeUnstarted(runId, 'failed', message);
    if (!run) return;
    const flow = await this.db.selectFrom('flows').select('name').where('id', '=', run.flowId).executeTakeFirst();
    await notifyRunFailed(this.db, this.options.mailer ?? noMailer, { ...run, flowName: flow?.name ?? run.flowId }, { message });
  }

  /**
   * Closes a run that never started (a run already closed keeps its status) and removes its intake
   * row; answers the run when this closed it.
   */
  private async closeUnstarted(runId: string, status: 'failed' | 'cancelled', message?: string) {
    return this.db.transaction().execute(async (tx) => {
      const closed = await tx
        .updateTable('runs')
        .set({ status, closedAt: new Date(), error: message ? JSON.stringify({ message }) : null })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .returning(['id', 'workspaceId', 'triggerType', 'flowId'])
        .executeTakeFirst();
      await tx.deleteFrom('runIntake').where('runId', '=', runId).execute();
      return closed;
    });
  }

  /** The run's workflow exists: its intake row goes with the next batch. */
  private done(runId: string): void {
    this.started.add(runId);
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, this.options.flushAfterMs ?? 50).unref()).then(() => this.flush());
  }

  /**
   * Removes the intake rows of a batch of started runs and, in the same statement, finds those whose
   * workspace was deleted meanwhile: the deletion's sweep may have looked for their workflows before
   * they existed (delete-workspace.ts), so they are cancelled here. One statement per batch, not a
   * query per start, and none before the start's answer.
   */
  private async flush(): Promise<void> {
    const runIds = [...this.started];
    this.started.clear();
    this.flushing = undefined;
    if (runIds.length === 0) return;
    let orphaned: string[];
    try {
      orphaned = (await removeStarted(this.db, runIds)).map((row) => row.workflowId);
    } catch (error) {
      // The rows stay; a sweep finds the workflows started and removes them then.
      this.options.log?.warn({ err: error }, 'run intake: could not remove the rows of started runs');
      return;
    }
    await cancelWorkflows(this.starts.client, orphaned).catch((error: unknown) => this.options.log?.warn({ err: error }, 'run intake: could not cancel the runs of a deleted workspace'));
  }

  private pending(narrow: (query: PendingQuery) => PendingQuery) {
    return narrow(pendingQuery(this.db)).execute();
  }

  private startOf(pending: Pending): RunStart {
    const payload: unknown = JSON.parse(this.cipher.decrypt(pending.payload, pending.keyId, sealedFor(pending.workspaceId, pending.runId)).toString());
    return {
      runId: pending.runId,
      workflowId: pending.workflowId,
      request: {
        workspaceId: pending.workspaceId,
        flowId: pending.flowId,
        flowName: pending.flowName,
        versionId: pending.versionId,
        definition: Definition.parse(pending.definition),
        trigger: { type: pending.triggerType as TriggerType, payload },
        maxFlowRuntimeMinutes: pending.maxFlowRuntimeMinutes,
      },
    };
  }
}

/** Removes the intake rows of started runs; answers the workflows among them whose workspace is deleted. */
function removeStarted(db: Db, runIds: string[]) {
  return db
    .with('removed', (db) => db.deleteFrom('runIntake').where('runId', 'in', runIds).returning('runId'))
    .selectFrom('removed')
    .innerJoin('runs', 'runs.id', 'removed.runId')
    .innerJoin('workspaces', 'workspaces.id', 'runs.workspaceId')
    .where('workspaces.deletedAt', 'is not', null)
    .select('runs.workflowId')
    .execute();
}

/** Accepted runs with what their start needs: the row, the flow's name, the version's definition, the workspace's maximum runtime. */
function pendingQuery(db: Db) {
  return db
    .selectFrom('runIntake')
    .innerJoin('runs', 'runs.id', 'runIntake.runId')
    .innerJoin('flows', 'flows.id', 'runs.flowId')
    .innerJoin('flowVersions', 'flowVersions.id', 'runs.versionId')
    .innerJoin('workspaces', 'workspaces.id', 'runs.workspaceId')
    .select([
      'runIntake.runId',
      'runIntake.payload',
      'runIntake.keyId',
      'runIntake.acceptedAt',
      'runs.workflowId',
      'runs.workspaceId',
      'runs.flowId',
      'runs.versionId',
      'runs.triggerType',
      'runs.status',
      'flows.name as flowName',
      'flowVersions.definition',
      'workspaces.maxFlowRuntimeMinutes',
    ])
    .select((eb) => eb('workspaces.deletedAt', 'is not', null).as('workspaceDeleted'));
}

type PendingQuery = ReturnType<typeof pendingQuery>;
type Pending = Awaited<ReturnType<PendingQuery['execute']>>[number];
