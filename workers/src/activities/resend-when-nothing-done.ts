import { setTimeout as sleep } from 'node:timers/promises';
import { NotSentError, RetryAfterError } from '@tandem/catalog/sdk';

/** Time left for the request itself after a wait: a wait that leaves less fails the attempt instead. */
const REQUEST_MARGIN_MS = 2_000;

/** The backoff between sends of a request that never left (first wait, doubled each time up to the last). */
export const NOT_SENT_BACKOFF = { firstMs: 500, maxMs: 10_000 };

/** The HTTP client's hook before each request of a call (the rate limiter's turn). */
export type Throttle = (signal: AbortSignal) => Promise<void>;

export type ResendOptions = {
  /** The account's rate limit, taken before each request as without resending. */
  throttle?: Throttle;
  /** When the attempt times out (ms since the epoch). */
  deadline: number;
  signal: AbortSignal;
  /** Told before each wait, with how long it is. */
  onWait?: (error: RetryAfterError | NotSentError, waitMs: number) => void;
  backoff?: { firstMs: number; maxMs: number };
  /**
   * Whether a throttled answer is sent again too (default true). Only when the call's requests are
   * counted by `throttle`: a throttled answer may come after a redirect the call followed.
   */
  throttled?: boolean;
};

/**
 * Runs a call that the engine runs once (it changes data and nothing deduplicates it) and sends it
 * again when the API did nothing with it:
 * - a throttled answer (a 429, or what the app's classifier calls throttled): after the API's wait;
 * - a request that never left (`NotSentError`: the name did not resolve, the connection was refused
 *   or unreachable, the TLS handshake failed): with backoff.
 * That is safe only when the failed request was the first the call sent: no earlier request runs
 * twice. `send` gets the throttle that counts the call's requests. A wait that does not fit before
 * `deadline`, or a call that had sent more, fails as it is.
 */
export async function resendWhenNothingDone<T>(send: (throttle: Throttle) => Promise<T>, options: ResendOptions): Promise<T> {
  const backoff = options.backoff ?? NOT_SENT_BACKOFF;
  let notSentWait = backoff.firstMs;
  for (;;) {
    let requests = 0;
    const counted: Throttle = async (signal) => {
      requests += 1;
      await options.throttle?.(signal);
    };
    try {
      return await send(counted);
    } catch (error) {
      const wait = error instanceof RetryAfterError && options.throttled !== false ? error.retryAfterMs : error instanceof NotSentError ? notSentWait : undefined;
      if (wait === undefined || requests > 1 || Date.now() + wait + REQUEST_MARGIN_MS > options.deadline) throw error;
      options.onWait?.(error as RetryAfterError | NotSentError, wait);
      if (error instanceof NotSentError) notSentWait = Math.min(notSentWait * 2, backoff.maxMs);
      await sleep(wait, undefined, { signal: options.signal });
    }
  }
}
