import { setTimeout as sleep } from 'node:timers/promises';
import { RetryAfterError } from '@tandem/catalog/sdk';

/** Time left for the request itself after a wait: a wait that leaves less fails the attempt instead. */
const REQUEST_MARGIN_MS = 2_000;

/** The HTTP client's hook before each request of a call (the rate limiter's turn). */
export type Throttle = (signal: AbortSignal) => Promise<void>;

export type ResendOptions = {
  /** The account's rate limit, taken before each request as without resending. */
  throttle?: Throttle;
  /** When the attempt times out (ms since the epoch). */
  deadline: number;
  signal: AbortSignal;
  /** Told before each wait. */
  onWait?: (error: RetryAfterError) => void;
};

/**
 * Runs a call that the engine runs once (it changes data and nothing deduplicates it) and sends it
 * again after a throttled answer (a 429, or what the app's classifier calls throttled) once the API's
 * wait has passed. That is safe only when the refused request was the first the call sent: the API
 * did nothing with it, and no earlier request runs twice. `send` gets the throttle that counts the
 * call's requests. A wait that does not fit before `deadline`, or a call that had sent more, fails as it is.
 */
export async function resendWhenThrottled<T>(send: (throttle: Throttle) => Promise<T>, options: ResendOptions): Promise<T> {
  for (;;) {
    let requests = 0;
    const counted: Throttle = async (signal) => {
      requests += 1;
      await options.throttle?.(signal);
    };
    try {
      return await send(counted);
    } catch (error) {
      if (!(error instanceof RetryAfterError) || requests > 1 || Date.now() + error.retryAfterMs + REQUEST_MARGIN_MS > options.deadline) throw error;
      options.onWait?.(error);
      await sleep(error.retryAfterMs, undefined, { signal: options.signal });
    }
  }
}
