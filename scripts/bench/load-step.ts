import { runDriver } from './child-driver.js';
import type { LoadStepFigures, LoadStepOptions } from './load-driver.js';

const DRIVER = new URL('./load-driver.ts', import.meta.url).pathname;

/** Runs one load step with autocannon in a child process (scripts/bench/load-driver.ts) and answers its figures. */
export function runLoadStep(options: LoadStepOptions): Promise<LoadStepFigures> {
  return runDriver<LoadStepFigures>(DRIVER, options);
}

/**
 * Connections for a rate: half the rate (at least 4), so each connection sends about two requests a
 * second and keeps up while answers take under half a second; slower answers show as a lower
 * achieved rate, and in the latencies.
 */
export const connectionsFor = (rate: number) => Math.max(4, Math.ceil(rate / 2));
