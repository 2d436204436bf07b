import { walkSteps, type Step } from '@tandem/catalog';
import type { StepRecord } from './run-recorder.js';
import { takesOverOutput } from './step-kinds.js';

/**
 * The outputs a recovered run takes over from the run it recovers: step path (`send`, `loop_1[3].send`)
 * → output, for the I/O steps that succeeded there. The workflow gets them as an argument of their own,
 * so the payload codec moves a large set to Postgres and the history keeps only its address.
 */
export type RecordedOutputs = Record<string, unknown>;

/**
 * The recorded outputs of the items `from` (inclusive) to `to` (exclusive) of the iterate at `path`:
 * what a chunk of that iterate needs. Undefined when there are none.
 */
export function recordedIn(recorded: RecordedOutputs, path: string, from: number, to: number): RecordedOutputs | undefined {
  const opening = `${path}[`;
  let slice: RecordedOutputs | undefined;
  for (const [key, output] of Object.entries(recorded)) {
    if (!key.startsWith(opening)) continue;
    const index = Number(key.slice(opening.length, key.indexOf(']', opening.length)));
    if (index >= from && index < to) (slice ??= {})[key] = output;
  }
  return slice;
}

/**
 * The outputs a recovered run takes over from these records of the failed run: those of the I/O steps
 * (actions, I/O utilities, waits, whole iterates) that succeeded. `steps`: the step tree the records
 * come from (a definition's steps or an iterate's body; names are unique in the whole tree).
 */
export function recordedOutputsOf(steps: readonly Step[], records: readonly StepRecord[]): RecordedOutputs {
  const byName = new Map(Array.from(walkSteps(steps), ({ step }) => [step.name, step] as const));
  const recorded: RecordedOutputs = {};
  for (const record of records) {
    if (record.status === 'succeeded' && takesOverOutput(byName.get(record.name))) recorded[record.path] = record.output ?? null;
  }
  return recorded;
}
