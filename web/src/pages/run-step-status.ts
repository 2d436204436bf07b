import { isInternalFailureType } from '@tandem/catalog';
import type { RunState, RunStatus, RunStep, StepStatus } from '../api/types';

const weight: Record<StepStatus, number> = { skipped: 0, succeeded: 1, running: 2, failed: 3 };

/**
 * One status per step name for the run canvas: a step inside an iterate runs once per item
 * (`loop[3].send`), so the most telling status wins: failed, then running, then succeeded, then skipped.
 */
export function statusByStep(steps: readonly RunStep[]): Record<string, StepStatus> {
  const statuses: Record<string, StepStatus> = {};
  for (const step of steps) {
    const current = statuses[step.name];
    if (current === undefined || weight[step.status] > weight[current]) statuses[step.name] = step.status;
  }
  return statuses;
}

/**
 * The status the run page shows: a run whose flow already failed (its error is recorded) reads as
 * failed while Temporal is still closing it, never "Running" beside the failed step.
 */
export function shownRunStatus(run: Pick<RunState, 'status' | 'error'>): RunStatus {
  return run.status === 'running' && run.error ? 'failed' : run.status;
}

/** The error type worth showing beside a step's error message, if any ("Error" says nothing). */
export function shownErrorType(type: string | undefined): string | undefined {
  return type && type !== 'Error' && !isInternalFailureType(type) ? type : undefined;
}
