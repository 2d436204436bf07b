import type { Step } from '@tandem/catalog';
import { isIoUtility, walkSteps } from '@tandem/catalog';

// Utilities that do I/O (the catalogue's `ioUtilities`) run as activities on an app's task queue; every other utility is pure.

/** Steps of a body (at any depth) that do I/O, each adding history events per item. */
export function countIoSteps(steps: readonly Step[]): number {
  let count = 0;
  for (const step of steps) {
    if (step.type === 'action' || step.type === 'wait' || step.type === 'approval' || (step.type === 'utility' && isIoUtility(step.utility))) count += 1;
    else if (step.type === 'condition') count += Math.max(countIoSteps(step.consequent), countIoSteps(step.alternative));
    // A nested iterate's length is unknown before it runs: count it as ten items.
    else if (step.type === 'iterate') count += countIoSteps(step.steps) * 10;
  }
  return count;
}

/** Steps without I/O at any depth (an iterate may start child workflows: not pure). */
export function isPure(step: Step): boolean {
  return [...walkSteps([step])].every(({ step: s }) => s.type === 'condition' || (s.type === 'utility' && !isIoUtility(s.utility)));
}

/** Steps whose recorded output a recovered run takes over: those that do I/O (pure steps and conditions simply run again). */
export function takesOverOutput(step: Step | undefined): boolean {
  if (!step) return false;
  return step.type === 'action' || step.type === 'wait' || step.type === 'approval' || step.type === 'iterate' || (step.type === 'utility' && isIoUtility(step.utility));
}
