/** The task queue of the interpreter workflow and the core activities. */
export const FLOWS_TASK_QUEUE = 'flows';

/** Each app's actions run on their own task queue, so each app gets its own pool, concurrency and rate limit. */
export function appTaskQueue(appId: string): string {
  return `app.${appId}`;
}

/** Workflow ids say what they are. */
export function runWorkflowId(runId: string): string {
  return `run_${runId}`;
}
