import { isInternalFailureType, type StepError } from '@tandem/catalog';

/** The plain type of an internal failure class: a timeout, a cancel, a termination, else a plain error. */
function plainType(type: string): string {
  if (!isInternalFailureType(type)) return type;
  if (type.startsWith('Timeout')) return 'TimedOut';
  if (type.startsWith('Cancelled')) return 'Cancelled';
  if (type.startsWith('Terminated')) return 'Terminated';
  return 'Error';
}

/** Temporal's own wording of a failure it only passed on. */
const plainMessages: Record<string, string> = {
  'Activity task failed': 'The step failed',
  'Activity task timed out': 'The step took longer than its timeout',
  'Child Workflow execution failed': 'The step failed',
};

/**
 * A step's (or run's) error without Temporal's class names: "ActivityFailure: x" reads "x", an error
 * typed "ApplicationFailure" is an "Error". The connectors' own types (NonRetryable, RateLimited, …) stay.
 */
export function plainStepError<T extends { message: string; type?: string }>(error: T): T {
  const message = error.message.replace(/^(\w+(Failure|Error)): /, (whole, name: string) => (isInternalFailureType(name) ? '' : whole));
  return { ...error, message: plainMessages[message] ?? message, ...(error.type !== undefined ? { type: plainType(error.type) } : {}) };
}

/** A step record with its error, if any, in plain words. */
export function withPlainError<S extends { error?: StepError }>(step: S): S {
  return step.error ? { ...step, error: plainStepError(step.error) } : step;
}
