import type { StepRecord } from '@tandem/temporal/interpreter';
import type { RunStatus } from '@tandem/platform/db/tables/runs';

/** Why a step that was still running stopped, by how its run ended without it (the workflow had no say). */
const cutShort: Partial<Record<RunStatus, { message: string; type: string }>> = {
  timedOut: { message: 'The run took longer than its timeout', type: 'TimedOut' },
  terminated: { message: 'The run was terminated', type: 'Terminated' },
  cancelled: { message: 'The run was cancelled', type: 'Cancelled' },
  failed: { message: 'The run failed before the step ended', type: 'RunFailed' },
};

/**
 * The steps of a closed run as they ended: a run that timed out or was terminated stops without its
 * workflow running again, so the steps under way (a wait, a call) are still `running` in its records;
 * they failed when the run ended. A running run's steps stay as they are.
 */
export function settledSteps(steps: StepRecord[], status: RunStatus, closedAt: Date | null): StepRecord[] {
  const reason = cutShort[status];
  if (!reason || !steps.some((step) => step.status === 'running')) return steps;
  return steps.map((step) =>
    step.status === 'running' ? { ...step, status: 'failed', ...(closedAt ? { finishedAt: closedAt.toISOString() } : {}), error: reason } : step,
  );
}
