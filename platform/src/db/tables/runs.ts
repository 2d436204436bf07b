import type { ColumnType, Generated, Selectable } from 'kysely';

export type RunStatus = 'running' | 'completed' | 'failed' | 'cancelled' | 'timedOut' | 'terminated';

/** The index of runs kept for lists and counts; the run's own state lives in Temporal. */
export interface RunsTable {
  id: string;
  workspaceId: string;
  flowId: string;
  versionId: string;
  workflowId: string;
  triggerType: string;
  status: RunStatus;
  startedAt: Generated<Date>;
  closedAt: Date | null;
  error: ColumnType<{ message: string; step?: string } | null, string | null | undefined, string | null>;
  /** The failed run this one runs again from its failed step. */
  recoveredFrom: ColumnType<string | null, string | null | undefined, string | null>;
  /** The run whose "Run flow" step started this one. */
  parentRunId: ColumnType<string | null, string | null | undefined, string | null>;
}
export type RunRow = Selectable<RunsTable>;
