import { defineQuery, setHandler } from '@temporalio/workflow';
import type { RunRecorder, StepRecord } from '../interpreter/run-recorder.js';
import { pageOfSteps, type StepPage, type StepPageRequest } from '../interpreter/step-page.js';
import type { RunSnapshot } from './run-flow-input.js';

/** The run without its steps, and one page of them: what the API reads, however long the run. */
export type RunStepsAnswer = Omit<RunSnapshot, 'steps'> & StepPage;

/** One step's output; `step` is undefined when the run has no step at that path (yet). */
export type StepOutputAnswer = { step?: StepRecord };

/** Queries answer the API; none adds a history event, so adding one needs no patch. */
export const runStepsQuery = defineQuery<RunStepsAnswer, [StepPageRequest]>('runSteps');
export const stepOutputQuery = defineQuery<StepOutputAnswer, [string]>('stepOutput');

/** Answers the paged queries from the run's snapshot and its recorder (small answers: never offloaded). */
export function answerRunQueries(snapshot: RunSnapshot, recorder: RunRecorder): void {
  setHandler(runStepsQuery, (request) => {
    const { steps: _all, trigger, ...run } = snapshot;
    // Summaries leave the trigger's payload out like the steps' outputs (it may hold 100,000 items).
    return { ...run, trigger: request.outputs ? trigger : { type: trigger.type, payload: undefined }, ...pageOfSteps(recorder.view(), request) };
  });
  setHandler(stepOutputQuery, (path) => {
    const step = recorder.find(path);
    return step ? { step } : {};
  });
}
