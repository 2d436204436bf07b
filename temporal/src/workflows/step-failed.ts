import { ActivityFailure, ApplicationFailure, ChildWorkflowFailure } from '@temporalio/workflow';
import type { InputIssue } from '@tandem/catalog';
import type { StepRecord } from '../interpreter/run-recorder.js';
import { StepFailure, type CallFacts } from '../interpreter/step-failure.js';

/** The failure type a run or an iterate chunk ends with when one of its steps failed. */
export const STEP_FAILED = 'StepFailed';

type StepFailedDetails = { step: string; errorType: string; steps?: StepRecord[] };

/**
 * Ends a workflow on a flow's error: a non-retryable application failure that carries the step path
 * and the error type. Anything else thrown from a workflow fails its workflow task, which Temporal
 * retries forever, so the run would hang. `withRecords`: the failed steps' records go along (a chunk's
 * parent shows them in its run state).
 */
export function stepFailed(error: unknown, fallbackStep: string, withRecords = false): ApplicationFailure {
  const failure = error instanceof StepFailure ? error : new StepFailure(String(error), fallbackStep, 'Error');
  const details: StepFailedDetails = { step: failure.step, errorType: failure.type };
  if (withRecords && failure.records.length > 0) details.steps = [...failure.records];
  return ApplicationFailure.create({ message: failure.message, type: STEP_FAILED, nonRetryable: true, details: [details] });
}

/** The step failure inside a child workflow (an iterate chunk), as if the step had failed here. */
export function stepFailureOfChild(error: unknown): StepFailure | undefined {
  if (!(error instanceof ChildWorkflowFailure)) return undefined;
  const cause = error.cause;
  if (!(cause instanceof ApplicationFailure) || cause.type !== STEP_FAILED) return undefined;
  const details = (cause.details?.[0] ?? {}) as Partial<StepFailedDetails>;
  return new StepFailure(cause.message, details.step ?? '', details.errorType ?? 'Error', details.steps ?? []);
}

/**
 * What the interpreter sees of a failed activity or child workflow: a step failure at `path` with the
 * connector's message and type, which Temporal wraps in the failure's `cause`. What is not an Error
 * stays as it is.
 */
export function stepFailureOf(error: unknown, path: string, facts: CallFacts = {}): unknown {
  if (error instanceof StepFailure || !(error instanceof Error)) return error;
  const cause = (error as { cause?: { message?: string; type?: string } }).cause;
  if (cause?.message) return new StepFailure(cause.message, path, cause.type ?? error.name, [], facts);
  return new StepFailure(error.message, path, (error as { type?: string }).type ?? error.name, [], facts);
}

/**
 * What a failed activity tells of its last attempt: its number (the worker puts it in the failure's
 * details; a call that failed without them, e.g. by a timeout, ran at least once) and the issues of an
 * input that did not fit. Reading a failure adds no workflow command.
 */
export function callFactsOf(error: unknown): CallFacts {
  if (!(error instanceof ActivityFailure)) return {};
  const cause = error.cause;
  const details = (cause instanceof ApplicationFailure ? cause.details?.[0] : undefined) as { attempt?: unknown; issues?: unknown } | undefined;
  const attempt = typeof details?.attempt === 'number' && details.attempt >= 1 ? details.attempt : 1;
  const issues = issuesOf(details?.issues);
  return { attempts: attempt, ...(issues ? { issues } : {}) };
}

/** The input issues of a failure's details, read without zod (workflow code stays without it; the shape is the catalogue's InputIssue). */
function issuesOf(value: unknown): InputIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const isIssue = (issue: unknown): issue is InputIssue => {
    const { path, code, message } = (issue ?? {}) as Partial<Record<keyof InputIssue, unknown>>;
    return Array.isArray(path) && path.every((key) => typeof key === 'string' || typeof key === 'number') && typeof code === 'string' && typeof message === 'string';
  };
  return value.every(isIssue) ? value.map(({ path, code, message }) => ({ path: [...path], code, message })) : undefined;
}

/** Runs flow-dependent workflow code (expressions, shapes of outputs); its errors end the workflow, never its task. */
export function failsAsStep<T>(step: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw stepFailed(error, step);
  }
}
