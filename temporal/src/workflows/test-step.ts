import { isCancellation } from '@temporalio/workflow';
import type { Step } from '@tandem/catalog';
import { Interpreter } from '../interpreter/interpreter.js';
import { RunRecorder, type StepRecord } from '../interpreter/run-recorder.js';
import { Frame, type FrameSnapshot } from '../interpreter/scope.js';
import { flowLanguage } from './flow-language.js';
import { workflowEffects } from './workflow-effects.js';

export type TestStepInput = {
  workspaceId: string;
  flowId: string;
  /** Stands for the run id in usage records and idempotency keys (`test_<ulid>`). */
  testId: string;
  /** An action or a utility. */
  step: Step;
};

/** What the step saw: outputs of earlier steps (from the last run or edited sample data), trigger, variables, item. */
export type TestStepScope = FrameSnapshot;

/** The step's record: succeeded with its output, or failed with its error. */
export type TestStepResult = { step: StepRecord };

/**
 * Runs one step of a flow on its own, against the given scope, through the same activities, task
 * queues, retry policies, credits and connections as a run; its failure is the answer, not the
 * workflow's. The scope is an argument of its own (the codec stores a large one once).
 */
export async function testStep(input: TestStepInput, scope: TestStepScope): Promise<TestStepResult> {
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects: workflowEffects({ workspaceId: input.workspaceId, runId: input.testId, callsFlows: false }), language: flowLanguage, recorder });
  try {
    await interpreter.steps([input.step], Frame.fromSnapshot(scope), '');
  } catch (error) {
    if (isCancellation(error)) throw error;
    // The recorder holds the failure (expressions that could not be evaluated included).
  }
  const step = recorder.find(input.step.name);
  return { step: step ?? { path: input.step.name, name: input.step.name, type: input.step.type, status: 'failed', attempts: 0, error: { message: 'The step did not run', type: 'Error' } } };
}
