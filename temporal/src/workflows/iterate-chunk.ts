import { isCancellation } from '@temporalio/workflow';
import { Interpreter } from '../interpreter/interpreter.js';
import type { ChunkResult } from '../interpreter/effects.js';
import { RunRecorder } from '../interpreter/run-recorder.js';
import { Frame, type FrameSnapshot } from '../interpreter/scope.js';
import { StepFailure } from '../interpreter/step-failure.js';
import { flowLanguage } from './flow-language.js';
import { stepFailed } from './step-failed.js';
import { workflowEffects, type IterateChunkInput } from './workflow-effects.js';

/**
 * Runs a slice of an iterate's items in a history of its own, so an iterate over 100,000 items
 * never makes one history too long or one workflow task too slow. A failing step ends the chunk
 * with a non-retryable failure that names the step; the parent fails (or goes on) as if the step
 * had failed there.
 */
export async function iterateChunk(input: IterateChunkInput, scope: FrameSnapshot | undefined = input.scope): Promise<ChunkResult> {
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects: workflowEffects(input), language: flowLanguage, recorder, recorded: input.recorded });
  try {
    const frame = Frame.fromSnapshot(scope ?? { fixed: {}, outputs: {}, vars: {} });
    const results = await interpreter.runItems(input.steps, input.items, input.offset, input.path, input.concurrency, frame);
    const steps = recorder.list();
    return { results, steps: input.recordSteps === false ? steps.filter((record) => record.status === 'failed') : steps };
  } catch (error) {
    if (isCancellation(error)) throw error;
    const failed = recorder.list().filter((record) => record.status === 'failed');
    const failure = error instanceof StepFailure ? new StepFailure(error.message, error.step, error.type, [...error.records, ...failed]) : error;
    throw stepFailed(failure, input.path, true);
  }
}
