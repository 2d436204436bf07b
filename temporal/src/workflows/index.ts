// The workflow bundle's entry: every workflow type the "flows" task queue serves.
export { runFlow, runStateQuery } from './run-flow.js';
export type { RunFlowInput, RunSnapshot, TriggerType } from './run-flow-input.js';
