/** The first wait after a failed poll; each further failure doubles it. */
const FIRST_RETRY_MS = 5_000;
/** A failing watch tries again at least this often, so it notices a recovery soon. */
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * How long a change watch waits after its `failures`-th failed poll in a row before it polls again:
 * 5 s, 10 s, 20 s, ... up to 5 minutes, never longer than its own polling interval. It never gives up.
 */
export function retryDelayMs(failures: number, frequencyMs: number): number {
  const doubled = FIRST_RETRY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 20);
  return Math.min(doubled, LONGEST_RETRY_MS, frequencyMs);
}
