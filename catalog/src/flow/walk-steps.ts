import type { Step } from './step.js';

/** Every step of a tree, depth first, with its JSON pointer relative to the list given. */
export function* walkSteps(steps: readonly Step[], pointer = ''): Generator<{ step: Step; pointer: string }> {
  for (const [index, step] of steps.entries()) {
    const at = `${pointer}/${index}`;
    yield { step, pointer: at };
    if (step.type === 'condition') {
      yield* walkSteps(step.consequent, `${at}/consequent`);
      yield* walkSteps(step.alternative, `${at}/alternative`);
    } else if (step.type === 'iterate') {
      yield* walkSteps(step.steps, `${at}/steps`);
    }
  }
}

/**
 * Every object of a stored step tree, depth first, read loosely: a draft may hold steps the schema
 * refuses, so whatever is an object counts and its `steps`, `consequent` and `alternative` lists are walked.
 */
export function* walkStoredSteps(steps: unknown): Generator<Readonly<Record<string, unknown>>> {
  if (!Array.isArray(steps)) return;
  for (const step of steps as unknown[]) {
    if (!step || typeof step !== 'object') continue;
    const object = step as Record<string, unknown>;
    yield object;
    for (const nested of [object.steps, object.consequent, object.alternative]) yield* walkStoredSteps(nested);
  }
}
