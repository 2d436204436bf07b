/** The task queue of the interpreter workflow and the core activities. */
export const FLOWS_TASK_QUEUE = 'flows';

/** Each app's actions run on their own task queue, so each app gets its own pool, concurrency and rate limit. */
export function appTaskQueue(appId: string): string {
  return `app.${appId}`;
}

/**
 * Workflow ids say what they are, and a run's workflow id is its run id with `run_` in front: manual
 * runs `run_<ulid>`, webhook deliveries with an idempotency key `run_hook_<flowId>_<hash>`, schedule
 * fires `run_sched_<flowId>-<time>` (Temporal adds the time). Change-watch runs
 * (`watch_<flowId>_<watch>_<n>`) have the same id in Tandem and in Temporal.
 */
export function runWorkflowId(runId: string): string {
  return `run_${runId}`;
}

/** The run id of a run's workflow id: the id the app shows, and the one its URLs take (runWorkflowId's inverse). */
export function runIdOfWorkflow(workflowId: string): string {
  return workflowId.startsWith('run_') ? workflowId.slice('run_'.length) : workflowId;
}
