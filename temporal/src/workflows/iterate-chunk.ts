import { defineQuery, isCancellation, proxyActivities, setHandler } from '@temporalio/workflow';
import type { CoreActivities } from '../activities-contract.js';
import { Interpreter } from '../interpreter/interpreter.js';
import type { ChunkResult } from '../interpreter/effects.js';
import { recordedOutputsOf, type RecordedOutputs } from '../interpreter/recorded-outputs.js';
import { RunRecorder } from '../interpreter/run-recorder.js';
import { Frame, type FrameSnapshot } from '../interpreter/scope.js';
import { StepFailure } from '../interpreter/step-failure.js';
import { flowLanguage } from './flow-language.js';
import { CHUNK_RECORDED_QUERY, formerChunkIds } from './former-chunks.js';
import { stepFailed } from './step-failed.js';
import { workflowEffects, type IterateChunkInput } from './workflow-effects.js';

/**
 * The outputs a recovered run takes over from this chunk: those of its items' I/O steps that
 * succeeded. Asked of closed chunks of a failed run (the worker replays the chunk to answer), so
 * items past the run state's first ones are not run again. A query adds no history event.
 */
export const chunkRecordedQuery = defineQuery<RecordedOutputs>(CHUNK_RECORDED_QUERY);

const core = proxyActivities<CoreActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 10 },
});

/** The recorded outputs of a recovered run's chunk: those it was given, and its items' in the failed run's chunks. */
async function recordedOf(input: IterateChunkInput): Promise<RecordedOutputs | undefined> {
  if (!input.recoverFrom) return input.recorded;
  const to = input.offset + input.items.length;
  const workflowIds = formerChunkIds(input.recoverFrom, input.path, input.offset, to);
  if (workflowIds.length === 0) return input.recorded;
  const former = await core.recordedInFormerChunks({ workflowIds, path: input.path, from: input.offset, to });
  return { ...input.recorded, ...former };
}

/**
 * Runs a slice of an iterate's items in a history of its own, so an iterate over 100,000 items
 * never makes one history too long or one workflow task too slow. A failing step ends the chunk
 * with a non-retryable failure that names the step; the parent fails (or goes on) as if the step
 * had failed there.
 */
export async function iterateChunk(input: IterateChunkInput, scope: FrameSnapshot): Promise<ChunkResult> {
  const recorder = new RunRecorder();
  setHandler(chunkRecordedQuery, () => recordedOutputsOf(input.steps, recorder.view()));
  try {
    const recorded = await recordedOf(input);
    const interpreter = new Interpreter({ effects: workflowEffects(input), language: flowLanguage, recorder, recorded });
    const frame = Frame.fromSnapshot(scope);
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
