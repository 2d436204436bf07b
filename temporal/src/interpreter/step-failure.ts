import type { InputIssue } from '@tandem/catalog';
import type { StepRecord } from './run-recorder.js';

/** What a failed call tells beyond its message: how often it ran, and what was wrong with its input. */
export type CallFacts = {
  /** How many attempts the call made before it failed (an action or I/O utility step). */
  attempts?: number;
  /** The issues of an input that did not fit the step's schema. */
  issues?: InputIssue[];
};

/** A step failed and the run stops (unless the step continues on error). */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    message: string,
    readonly step: string,
    readonly type: string,
    /** Records of the failed steps when the failure happened elsewhere (a chunk of an iterate). */
    readonly records: readonly StepRecord[] = [],
    readonly facts: CallFacts = {},
  ) {
    super(message);
  }
}
