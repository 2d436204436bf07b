import { deepEqual } from '../expressions/operators/deep-equal.js';
import type { Step } from './step.js';

/** The step names from the root to a step's path: `loop_1[3].check.send` → loop_1, check, send. */
export function namesOfPath(path: string): string[] {
  return path.split('.').map((segment) => segment.replace(/\[\d+\]$/, ''));
}

/** A container step without its inner steps: what must stay equal when a step inside it is the failed one. */
function withoutChildren(step: Step): unknown {
  if (step.type === 'iterate') return { ...step, steps: undefined };
  if (step.type === 'condition') return { ...step, consequent: undefined, alternative: undefined };
  return step;
}

function firstDifference(before: readonly Step[], after: readonly Step[], names: readonly string[]): string | undefined {
  const [target, ...inner] = names;
  for (let i = 0; ; i++) {
    const a = before[i];
    const b = after[i];
    if (!a || !b) return a?.name ?? b?.name ?? target;
    if (a.name === target && b.name === target) {
      if (inner.length === 0) return undefined;
      if (!deepEqual(withoutChildren(a), withoutChildren(b))) return a.name;
      if (a.type === 'iterate' && b.type === 'iterate') return firstDifference(a.steps, b.steps, inner);
      if (a.type === 'condition' && b.type === 'condition') {
        const inConsequent = a.consequent.some((step) => step.name === inner[0]);
        if (inConsequent) return firstDifference(a.consequent, b.consequent, inner);
        // The consequent comes before the alternative: it must be unchanged too.
        if (!deepEqual(a.consequent, b.consequent)) return a.name;
        return firstDifference(a.alternative, b.alternative, inner);
      }
      return a.name;
    }
    if (a.name !== b.name || !deepEqual(a, b)) return a.name;
  }
}

/**
 * Whether a run that failed at `failedPath` can run again on another version: every step before the
 * failed one (and the steps that contain it, but for their inner steps) must be the same in both.
 * Answers the name of the first step that differs, or undefined when none does. The failed step and
 * everything after it may change.
 */
export function firstChangedStepBefore(before: readonly Step[], after: readonly Step[], failedPath: string): string | undefined {
  return firstDifference(before, after, namesOfPath(failedPath));
}
