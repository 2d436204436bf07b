import type { WorkerOptions } from '@temporalio/worker';

/**
 * The flows worker's calls into its workflows carry no `vm` timeout. The SDK bounds each call (three
 * or more per workflow task) with a 5 s timeout, and Node enforces every `vm` timeout with a watchdog
 * thread it starts and joins for that one call: on a busy machine the workflow thread waits for that
 * thread at every call (a bare SDK app ran a fifth more runs per second without it, docs/benchmarks.md). What
 * the timeout guarded against, one run holding the workflow thread that all runs share, the
 * interpreter bounds itself and deterministically: the steps of one workflow task spend one operation
 * budget (`TaskOperationBudget`, docs/limits.md § Expressions).
 *
 * `isolateExecutionTimeout` is an option of the SDK that its types leave out; 0 means no timeout only
 * with the SDK patched to read it so (patches/@temporalio+worker+*.patch, applied by `npm install`).
 */
export const WITHOUT_CALL_TIMEOUT = { isolateExecutionTimeout: 0 } as Partial<WorkerOptions>;
