import { WorkflowNotFoundError, type Client, type WorkflowHandle } from '@temporalio/client';

/**
 * The API answers a manual or webhook start once the run's workflow exists, but when the Temporal
 * server is slow (a loaded test machine) it answers after a second with the run only accepted, so a
 * test (or the bench) that goes to Temporal directly may be early. `ask` is asked again after 2, 4,
 * 8… (at most 50) milliseconds while the workflow is not there.
 */
async function onceItExists<T>(temporal: Client, workflowId: string, ask: (handle: WorkflowHandle) => Promise<T>, { timeoutMs = 10_000, onEarly }: { timeoutMs?: number; onEarly?: () => void } = {}): Promise<T> {
  const handle = temporal.workflow.getHandle(workflowId);
  const deadline = Date.now() + timeoutMs;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await ask(handle);
    } catch (error) {
      if (!(error instanceof WorkflowNotFoundError) || Date.now() > deadline) throw error;
      onEarly?.();
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The handle of a run's workflow once it exists. */
export function startedWorkflow(temporal: Client, workflowId: string, timeoutMs = 10_000): Promise<WorkflowHandle> {
  return onceItExists(temporal, workflowId, async (handle) => (await handle.describe(), handle), { timeoutMs });
}

/** The result of a run's workflow; `onEarly` counts the times it was asked before the workflow existed. */
export function workflowResult(temporal: Client, workflowId: string, options: { timeoutMs?: number; onEarly?: () => void } = {}): Promise<unknown> {
  return onceItExists(temporal, workflowId, (handle) => handle.result(), options);
}
