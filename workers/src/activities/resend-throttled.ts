import { setTimeout as sleep } from 'node:timers/promises';
import { RetryAfterError } from '@tandem/catalog/sdk';

/** Time left for the request itself after a wait: a wait that leaves less fails the attempt instead. */
const REQUEST_MARGIN_MS = 2_000;

export type ResendOptions = {
  /** When the attempt times out (ms since the epoch). */
  deadline: number;
  signal: AbortSignal;
  /** Told before each wait. */
  onWait?: (error: RetryAfterError) => void;
};

/**
 * Sends again after a throttled answer (a 429 or what the app's classifier calls throttled), once the
 * API's wait has passed, for a call that runs once: the API did nothing with the refused request, so
 * sending it again cannot do anything twice. The call must be a single request (a notification), or
 * an earlier request of it would run again. A wait that does not fit before `deadline` is not waited:
 * the RetryAfterError goes on to the engine.
 */
export async function resendWhenThrottled<T>(send: () => Promise<T>, options: ResendOptions): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof RetryAfterError) || Date.now() + error.retryAfterMs + REQUEST_MARGIN_MS > options.deadline) throw error;
      options.onWait?.(error);
      await sleep(error.retryAfterMs, undefined, { signal: options.signal });
    }
  }
}
