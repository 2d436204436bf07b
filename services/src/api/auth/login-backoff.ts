/**
 * Login back-off per account: the per-address limit (`AUTH_RATE_LIMIT`) does not stop guesses spread
 * over many addresses, so failed sign-ins are also counted per email address as typed (trimmed,
 * lower-cased), whether or not an account has it. Once `maxFailures` fall within `windowMs` of the
 * first, every sign-in with that address, the right password too, answers 429 with Retry-After until
 * the window has passed. A successful sign-in before that clears the count.
 *
 * The counts live in the API process, as the per-address ones do.
 */

/** How long failed sign-ins are counted, and an address held back once they reach the limit. */
export const LOGIN_BACKOFF_WINDOW_MS = 15 * 60_000;
export const LOGIN_BACKOFF_MESSAGE = 'Too many failed sign-ins with this email address; try again after the time in Retry-After';

export type LoginBackoffOptions = { maxFailures: number; windowMs: number; now?: () => number; maxTracked?: number };

type Entry = { failures: number; windowEnds: number };

export type LoginBackoff = {
  /** Seconds to wait before another attempt with this address, or undefined when it may go ahead. */
  retryAfterSeconds(email: string): number | undefined;
  /**
   * Counts an attempt as failed before its password is checked (so attempts sent at once cannot slip
   * past the limit together); `succeeded` undoes it.
   */
  attempted(email: string): void;
  succeeded(email: string): void;
};

const keyOf = (email: string) => email.trim().toLowerCase();

export function createLoginBackoff({ maxFailures, windowMs, now = Date.now, maxTracked = 100_000 }: LoginBackoffOptions): LoginBackoff {
  // In insertion order, so the oldest windows sit first and are dropped first.
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.windowEnds <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    for (const [key, entry] of entries) {
      if (entry.windowEnds > now() && entries.size < maxTracked) break;
      entries.delete(key);
    }
  };
  return {
    retryAfterSeconds(email) {
      const entry = live(keyOf(email));
      if (!entry || entry.failures < maxFailures) return undefined;
      return Math.max(1, Math.ceil((entry.windowEnds - now()) / 1000));
    },
    attempted(email) {
      const key = keyOf(email);
      const entry = live(key);
      if (entry) {
        entry.failures += 1;
        return;
      }
      prune();
      entries.set(key, { failures: 1, windowEnds: now() + windowMs });
    },
    succeeded(email) {
      entries.delete(keyOf(email));
    },
  };
}
