/** What a step of a load test must reach to count as below the knee. */
export const KNEE_BOUNDS = {
  /** Achieved (answered 2xx per second) at least this share of the offered rate. */
  achievedShare: 0.95,
  /** The 99th percentile of answer times under this many milliseconds. */
  p99Ms: 1000,
} as const;

export type KneeStep = {
  offered: number;
  achieved: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Start steps: every run the step started completed within the drain bound. */
  allCompleted?: boolean;
};

/** The step kept up: rate, latency, no errors, and (for starts) every started run completed. */
export function belowKnee(step: KneeStep): boolean {
  return (
    step.achieved >= KNEE_BOUNDS.achievedShare * step.offered &&
    step.p99 < KNEE_BOUNDS.p99Ms &&
    step.non2xx === 0 &&
    step.errors === 0 &&
    step.allCompleted !== false
  );
}

/**
 * The knee: the highest offered rate up to which every step, from the lowest rate on, stayed below
 * the knee; null when the lowest rate already did not.
 */
export function kneeRate(steps: readonly KneeStep[]): number | null {
  let knee: number | null = null;
  for (const step of [...steps].sort((a, b) => a.offered - b.offered)) {
    if (!belowKnee(step)) break;
    knee = step.offered;
  }
  return knee;
}
