/** A step failed and the run stops (unless the step continues on error). */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    message: string,
    readonly step: string,
    readonly type: string,
  ) {
    super(message);
  }
}
