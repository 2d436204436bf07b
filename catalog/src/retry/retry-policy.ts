/**
 * How the engine runs one action or I/O utility step: how long one attempt may take, and whether a
 * failed attempt is tried again. Workflow-safe: workflows compute it before they schedule the step.
 */
export type RetryPolicy = {
  /** ISO-8601 duration of one attempt. */
  timeout: string;
  /**
   * `once`: the call changes something, is not idempotent and its API gets no idempotency key, so a
   * second attempt (after a timeout or a lost worker) could do it twice.
   */
  attempts: 'retry' | 'once';
  /** Why a call runs once, for the step's failure message. */
  why?: string;
};

/**
 * What an action declares about repeating it (`define-action.ts`). Plain values and pure functions of
 * the step's input, so the same declaration serves the catalogue, the workers and the workflows.
 */
export type RetryTraits<I = Record<string, unknown>> = {
  /** Whether the action changes data in the app (the catalogue flag). */
  mutates: boolean;
  /** Refines `mutates` for one input (custom requests mutate unless the method is GET). */
  mutatesFor?: (input: I) => boolean;
  /** Whether repeating a call is harmless, or how to derive an idempotency key from the input. */
  idempotent?: boolean | ((input: I) => string);
  /**
   * Whether the engine's idempotency key (`<workflowId>:<stepPath>`) reaches an API that does the call
   * at most once per key (an `Idempotency-Key` header): such an action may be retried.
   */
  usesIdempotencyKey?: boolean | ((input: I) => boolean);
  /** ISO-8601 duration of one attempt (default PT1M). */
  defaultTimeout?: string;
};

export const DEFAULT_ACTION_TIMEOUT = 'PT1M';

/** Why a mutating call that is not idempotent runs once. */
export const UNSAFE_TO_REPEAT = 'it changes data and is not idempotent, so a second attempt could do it twice';

function holds<I>(flag: boolean | ((input: I) => boolean) | undefined, input: I | undefined, fallback: boolean): boolean {
  if (typeof flag !== 'function') return flag ?? fallback;
  return input === undefined ? fallback : flag(input);
}

/** Whether the action changes data for this input (absent input: the catalogue flag). */
export function mutatesWith<I>(traits: RetryTraits<I>, input?: I): boolean {
  return input !== undefined && traits.mutatesFor ? traits.mutatesFor(input) : traits.mutates;
}

/**
 * Whether the engine must either pass an idempotency key (`<workflowId>:<stepPath>`) or allow a single
 * attempt: mutating actions that are not declared idempotent.
 */
export function needsIdempotencyKey<I>(traits: RetryTraits<I>, input?: I): boolean {
  return mutatesWith(traits, input) && traits.idempotent !== true && typeof traits.idempotent !== 'function';
}

/**
 * The retry policy of one call: the step's own timeout or the action's, and a single attempt for
 * mutating calls that are neither idempotent nor deduplicated by the engine's key.
 */
export function retryPolicyOf<I>(traits: RetryTraits<I>, input: I | undefined, stepTimeout?: string): RetryPolicy {
  const timeout = stepTimeout ?? traits.defaultTimeout ?? DEFAULT_ACTION_TIMEOUT;
  const once = needsIdempotencyKey(traits, input) && !holds(traits.usesIdempotencyKey, input, false);
  return once ? { timeout, attempts: 'once', why: UNSAFE_TO_REPEAT } : { timeout, attempts: 'retry' };
}
