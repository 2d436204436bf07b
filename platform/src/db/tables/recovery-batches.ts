import type { Generated, Selectable } from 'kysely';

export type RecoveryBatchStatus = 'running' | 'paused' | 'done';

/** Failed runs recovered together: who started it, when, on which version (null: each run's own), at what pace. */
export interface RecoveryBatchesTable {
  id: string;
  workspaceId: string;
  flowId: string;
  versionId: string | null;
  createdBy: string;
  createdAt: Generated<Date>;
  status: RecoveryBatchStatus;
  runsPerMinute: number;
}
export type RecoveryBatchRow = Selectable<RecoveryBatchesTable>;

/** `pending` until the batch gets to it; `started` once its recovering run started (or `refused`, with why). */
export type RecoveryBatchRunState = 'pending' | 'started' | 'refused';

/** One failed run of a batch and the run that recovers it. */
export interface RecoveryBatchRunsTable {
  batchId: string;
  runId: string;
  state: RecoveryBatchRunState;
  recoveredRunId: string | null;
  error: string | null;
  startedAt: Date | null;
}
export type RecoveryBatchRunRow = Selectable<RecoveryBatchRunsTable>;
