import type { Branch, Definition, ListRef, Step } from './types';

/** The step lists a step holds, by branch. */
export function childLists(step: Step): { branch: Branch; steps: Step[] }[] {
  if (step.type === 'condition') return [{ branch: 'consequent', steps: step.consequent }, { branch: 'alternative', steps: step.alternative }];
  if (step.type === 'iterate') return [{ branch: 'steps', steps: step.steps }];
  return [];
}

/** Returns the step with one branch list replaced. */
export function withBranch(step: Step, branch: Branch, steps: Step[]): Step {
  if (step.type === 'condition' && branch === 'consequent') return { ...step, consequent: steps };
  if (step.type === 'condition' && branch === 'alternative') return { ...step, alternative: steps };
  if (step.type === 'iterate' && branch === 'steps') return { ...step, steps };
  throw new Error(`Step ${step.name} has no branch ${branch}`);
}

/** Every step, depth first in document order. */
export function* walkSteps(steps: Step[]): Generator<Step> {
  for (const step of steps) {
    yield step;
    for (const list of childLists(step)) yield* walkSteps(list.steps);
  }
}

export function allStepNames(definition: Definition): Set<string> {
  return new Set([...walkSteps(definition.steps)].map((s) => s.name));
}

export type Located = { step: Step; list: ListRef; index: number; ancestors: Step[] };

/** Finds a step by its (unique) name, with the list it sits in and its ancestors. */
export function findStep(definition: Definition, name: string): Located | undefined {
  const search = (steps: Step[], list: ListRef, ancestors: Step[]): Located | undefined => {
    for (const [index, step] of steps.entries()) {
      if (step.name === name) return { step, list, index, ancestors };
      for (const child of childLists(step)) {
        const found = search(child.steps, { parent: step.name, branch: child.branch }, [...ancestors, step]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(definition.steps, { parent: null }, []);
}

/** The steps of one list, or undefined when the list does not exist. */
export function getList(definition: Definition, ref: ListRef): Step[] | undefined {
  if (ref.parent === null) return definition.steps;
  const parent = findStep(definition, ref.parent)?.step;
  return parent && childLists(parent).find((l) => l.branch === ref.branch)?.steps;
}

/** Replaces one list through `update`, rebuilding only the path to it. */
export function updateList(definition: Definition, ref: ListRef, update: (steps: Step[]) => Step[]): Definition {
  if (ref.parent === null) return { ...definition, steps: update(definition.steps) };
  const visit = (steps: Step[]): Step[] =>
    steps.map((step) => {
      if (step.name === ref.parent) {
        const list = childLists(step).find((l) => l.branch === ref.branch);
        if (!list) throw new Error(`Step ${step.name} has no branch ${ref.branch}`);
        return withBranch(step, ref.branch, update(list.steps));
      }
      return childLists(step).reduce((acc, l) => withBranch(acc, l.branch, visit(l.steps)), step);
    });
  return { ...definition, steps: visit(definition.steps) };
}

/** Replaces one step (found by name) through `update`. */
export function updateStep(definition: Definition, name: string, update: (step: Step) => Step): Definition {
  const located = findStep(definition, name);
  if (!located) return definition;
  return updateList(definition, located.list, (steps) => steps.map((s, i) => (i === located.index ? update(s) : s)));
}

export function listKey(ref: ListRef): string {
  return ref.parent === null ? 'root' : `${ref.parent}.${ref.branch}`;
}

export function sameList(a: ListRef, b: ListRef): boolean {
  return listKey(a) === listKey(b);
}
