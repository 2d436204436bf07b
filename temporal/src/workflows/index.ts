// The workflow bundle's entry: every workflow type the "flows" task queue serves.
export { runFlow, runStateQuery } from './run-flow.js';
export { runStepsQuery, stepOutputQuery } from './run-queries.js';
export type { RunStepsAnswer, StepOutputAnswer } from './run-queries.js';
export { watchFlow, liveVersionSignal, pollNowSignal, watchStateQuery } from './watch-flow.js';
export type { LiveVersion, WatchFlowInput, WatchState } from './watch-flow.js';
export type { RunFlowInput, RunSnapshot, TriggerType } from './run-flow-input.js';
export { benchmarkBaseline } from './benchmark-baseline.js';
export { flowLanguage } from './flow-language.js';
export { iterateChunk } from './iterate-chunk.js';
export type { ChunkRecovery } from './former-chunks.js';
export { chunkSizeOf } from './iterate-chunking.js';
export { testStep } from './test-step.js';
export type { TestStepInput, TestStepResult, TestStepScope } from './test-step.js';
