import type { RunStatus } from '../db/tables/runs.js';

/** Temporal execution status → run status; a continued-as-new run goes on in its next execution. */
export const statusOf: Record<string, RunStatus> = {
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  TIMED_OUT: 'timedOut',
  TERMINATED: 'terminated',
  CONTINUED_AS_NEW: 'running',
};
