import { WorkflowNotFoundError, type Client, type WorkflowHandle } from '@temporalio/client';

/**
 * The handle of a run's workflow once it exists. The API answers a manual or webhook start as soon as
 * the run is accepted and starts its workflow right after, so a test (or the bench) that goes to
 * Temporal directly may be a few milliseconds early.
 */
export async function startedWorkflow(temporal: Client, workflowId: string, timeoutMs = 10_000): Promise<WorkflowHandle> {
  const handle = temporal.workflow.getHandle(workflowId);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await handle.describe();
      return handle;
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** The result of a run's workflow, asked as soon as the API answered its start: a workflow not there yet is asked again after 2, 4, 8… (at most 50) milliseconds. */
export async function workflowResult(temporal: Client, workflowId: string, { timeoutMs = 10_000, onEarly }: { timeoutMs?: number; onEarly?: () => void } = {}): Promise<unknown> {
  const handle = temporal.workflow.getHandle(workflowId);
  const deadline = Date.now() + timeoutMs;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await handle.result();
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError) || Date.now() > deadline) throw error;
      onEarly?.();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
