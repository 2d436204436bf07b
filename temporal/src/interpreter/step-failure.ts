import type { StepRecord } from './run-recorder.js';

/** A step failed and the run stops (unless the step continues on error). */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    message: string,
    readonly step: string,
    readonly type: string,
    /** Records of the failed steps when the failure happened elsewhere (a chunk of an iterate). */
    readonly records: readonly StepRecord[] = [],
  ) {
    super(message);
  }
}
