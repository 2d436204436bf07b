import type { WorkerOptions } from '@temporalio/worker';

/**
 * The flows worker records no stack trace per workflow promise. The SDK's workflow threads install a
 * promise hook that, for every promise a workflow creates, captures a stack trace and maps each of its
 * frames through the bundle's source map, for the Temporal UI's "Stack Trace" tab (the `__stack_trace`
 * query). The interpreter awaits through several frames per step, so a run of 6 actions paid about
 * 12 ms of its workflow thread for it (docs/benchmarks.md). What the tab showed of a Tandem run was the
 * interpreter's own frames; where a run is, and why, the run-state query (`runState`), the history and
 * the pending activities show, with each step's name. Without the hook the stack trace queries
 * answer "Workflow stack traces are not enabled on this worker".
 *
 * `workflowStackTraces` is added to the SDK by Tandem's patch (patches/@temporalio+worker+*.patch,
 * applied by `npm install`).
 */
export const WITHOUT_STACK_TRACES = { workflowStackTraces: false } satisfies Partial<WorkerOptions>;
