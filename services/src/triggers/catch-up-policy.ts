import { ScheduleOverlapPolicy, type ScheduleOptions } from '@temporalio/client';
import type { CatchUp } from '@tandem/catalog';

/** The window of `once` and `all` when the trigger names none. */
export const DEFAULT_CATCH_UP_WINDOW_MINUTES = 60;

/**
 * How late a fire may start under `skip`: the smallest window the Temporal server accepts. A fire
 * that is due while the server is briefly busy still runs; one missed in an outage does not.
 */
export const SKIP_WINDOW_MS = 10_000;

/**
 * The Temporal schedule policies of a trigger's catch-up policy (docs/flow-language.md § Triggers).
 * Temporal takes the missed fires of the window in order under the overlap policy: with
 * `BUFFER_ONE`, the first starts (or waits for a run still going), at most one more waits behind it
 * and the others are dropped, so one or two runs stand for all of them; with `BUFFER_ALL`, each waits for the one before it
 * (every missed fire runs, one after the other). `SKIP` alone would drop them all whenever Temporal
 * still counted a run as going when it came back.
 */
export function catchUpPolicies(catchUp: CatchUp | undefined): NonNullable<ScheduleOptions['policies']> {
  const policy = catchUp?.policy ?? 'once';
  const windowMs = (catchUp?.windowMinutes ?? DEFAULT_CATCH_UP_WINDOW_MINUTES) * 60_000;
  switch (policy) {
    case 'once':
      return { overlap: ScheduleOverlapPolicy.BUFFER_ONE, catchupWindow: windowMs };
    case 'all':
      return { overlap: ScheduleOverlapPolicy.BUFFER_ALL, catchupWindow: windowMs };
    case 'skip':
      return { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: SKIP_WINDOW_MS };
  }
}
