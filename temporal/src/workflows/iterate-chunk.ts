import { Interpreter } from '../interpreter/interpreter.js';
import type { ChunkResult } from '../interpreter/effects.js';
import { RunRecorder } from '../interpreter/run-recorder.js';
import { Frame } from '../interpreter/scope.js';
import { flowLanguage } from './flow-language.js';
import { workflowEffects, type IterateChunkInput } from './workflow-effects.js';

/**
 * Runs a slice of an iterate's items in a history of its own, so an iterate over 100,000 items
 * never makes one history too long or one workflow task too slow.
 */
export async function iterateChunk(input: IterateChunkInput): Promise<ChunkResult> {
  const recorder = new RunRecorder();
  const interpreter = new Interpreter({ effects: workflowEffects(input), language: flowLanguage, recorder });
  const results = await interpreter.runItems(input.steps, input.items, input.offset, input.path, input.concurrency, Frame.fromSnapshot(input.scope));
  return { results, steps: recorder.list() };
}
