import { uniqueName, nameProblem, type NameProblem } from './step-names';
import { allStepNames, findStep, getList, sameList, updateList, updateStep, walkSteps } from './step-tree';
import { renameInSteps } from './rewrite-references';
import type { Definition, Slot, Step } from './types';

/** Pure operations on a definition; each returns a new definition (or the same one when nothing applies). */

export function insertSteps(definition: Definition, slot: Slot, steps: Step[]): Definition {
  if (!getList(definition, slot)) return definition;
  return updateList(definition, slot, (list) => {
    const at = Math.max(0, Math.min(slot.index, list.length));
    return [...list.slice(0, at), ...steps, ...list.slice(at)];
  });
}

export function insertStep(definition: Definition, slot: Slot, step: Step): Definition {
  return insertSteps(definition, slot, [step]);
}

export function deleteStep(definition: Definition, name: string): Definition {
  const located = findStep(definition, name);
  if (!located) return definition;
  return updateList(definition, located.list, (list) => list.filter((_, i) => i !== located.index));
}

/** Moves a step (with its branches) to a slot; refuses to move a step into itself. */
export function moveStep(definition: Definition, name: string, slot: Slot): Definition {
  const located = findStep(definition, name);
  if (!located) return definition;
  const inside = new Set([...walkSteps([located.step])].map((s) => s.name));
  if (slot.parent !== null && inside.has(slot.parent)) return definition;
  let index = slot.index;
  if (sameList(located.list, slot)) {
    if (index === located.index || index === located.index + 1) return definition;
    if (index > located.index) index -= 1;
  }
  return insertStep(deleteStep(definition, name), { ...slot, index }, located.step);
}

/**
 * Gives every step of `steps` (at any depth) a name free in `taken`, keeping names that are free,
 * and rewrites references between the given steps to the new names.
 */
export function withFreshNames(steps: Step[], taken: ReadonlySet<string>, always = false): Step[] {
  const used = new Set(taken);
  const renames = new Map<string, string>();
  for (const step of walkSteps(steps)) {
    if (always || used.has(step.name)) {
      const fresh = uniqueName(step.name, used);
      renames.set(step.name, fresh);
      used.add(fresh);
    } else {
      used.add(step.name);
    }
  }
  const rename = (list: Step[]): Step[] =>
    list.map((step) => {
      const named = { ...step, name: renames.get(step.name) ?? step.name };
      if (named.type === 'condition') return { ...named, consequent: rename(named.consequent), alternative: rename(named.alternative) };
      if (named.type === 'iterate') return { ...named, steps: rename(named.steps) };
      return named;
    });
  return renameInSteps(rename(steps), renames);
}

/** Copies a step right after itself with fresh unique names; returns the copy's name too. */
export function duplicateStep(definition: Definition, name: string): { definition: Definition; name: string | null } {
  const located = findStep(definition, name);
  if (!located) return { definition, name: null };
  const [copy] = withFreshNames([located.step], allStepNames(definition), true);
  if (!copy) return { definition, name: null };
  return { definition: insertStep(definition, { ...located.list, index: located.index + 1 }, copy), name: copy.name };
}

/** Pastes steps at a slot, renaming those whose names are taken. */
export function pasteSteps(definition: Definition, slot: Slot, steps: Step[]): { definition: Definition; names: string[] } {
  const fresh = withFreshNames(steps, allStepNames(definition));
  return { definition: insertSteps(definition, slot, fresh), names: fresh.map((s) => s.name) };
}

export type RenameResult = { ok: true; definition: Definition } | { ok: false; problem: NameProblem };

/** Renames a step and every reference to it. */
export function renameStep(definition: Definition, from: string, to: string): RenameResult {
  if (from === to) return { ok: true, definition };
  const taken = allStepNames(definition);
  taken.delete(from);
  const problem = nameProblem(to, taken);
  if (problem) return { ok: false, problem };
  const renamed = updateStep(definition, from, (step) => ({ ...step, name: to }));
  return { ok: true, definition: { ...renamed, steps: renameInSteps(renamed.steps, new Map([[from, to]])) } };
}

export function setDisplayName(definition: Definition, name: string, displayName: string): Definition {
  return updateStep(definition, name, (step) => {
    const { displayName: _old, ...rest } = step;
    return displayName.trim() === '' ? (rest as Step) : { ...step, displayName };
  });
}
