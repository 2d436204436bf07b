import type { RunStep, StepStatus } from '../api/types';

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
