import type { Step } from '@tandem/catalog';

/** Utilities that do I/O run as activities on an app's task queue; every other utility is pure. */
export const ioUtilities: Record<string, (input: Record<string, unknown>) => { app: string; action: string }> = {
  httpRequest: () => ({ app: 'http', action: 'utility.httpRequest' }),
  notification: (input) => ({ app: String(input.channel ?? 'slack'), action: 'utility.notification' }),
  download: () => ({ app: 'tandem', action: 'utility.download' }),
};

/** Steps of a body (at any depth) that do I/O, each adding history events per item. */
export function countIoSteps(steps: readonly Step[]): number {
  let count = 0;
  for (const step of steps) {
    if (step.type === 'action' || step.type === 'wait' || (step.type === 'utility' && step.utility in ioUtilities)) count += 1;
    else if (step.type === 'condition') count += Math.max(countIoSteps(step.consequent), countIoSteps(step.alternative));
    // A nested iterate's length is unknown before it runs: count it as ten items.
    else if (step.type === 'iterate') count += countIoSteps(step.steps) * 10;
  }
  return count;
}

/** Steps without I/O at any depth (an iterate may start child workflows: not pure). */
export function isPure(step: Step): boolean {
  if (step.type === 'utility') return !(step.utility in ioUtilities);
  if (step.type === 'condition') return step.consequent.every(isPure) && step.alternative.every(isPure);
  return false;
}
