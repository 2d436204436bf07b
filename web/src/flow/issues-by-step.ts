import { walkSteps } from '@tandem/catalog';
import type { VersionIssue } from '../api/types';
import type { Definition } from './types';

/** Where version issues belong: per step name, the trigger, or the flow as a whole. */
export type IssuePlaces = { steps: Record<string, VersionIssue[]>; trigger: VersionIssue[]; flow: VersionIssue[] };

const within = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * Sorts issues (each with a JSON pointer into the definition) onto the steps they concern: the
 * innermost step whose pointer contains the issue's. Issues of the trigger go to the trigger, the rest
 * (the definition itself, an empty step list) to the flow.
 */
export function issuesByStep(definition: Definition, issues: readonly VersionIssue[]): IssuePlaces {
  const places: IssuePlaces = { steps: {}, trigger: [], flow: [] };
  if (issues.length === 0) return places;
  // Deepest pointers first, so the first containing pointer is the innermost step.
  const steps = [...walkSteps(definition.steps, '/steps')].sort((a, b) => b.pointer.length - a.pointer.length);
  for (const issue of issues) {
    const owner = steps.find(({ pointer }) => within(issue.pointer, pointer));
    if (owner) (places.steps[owner.step.name] ??= []).push(issue);
    else if (within(issue.pointer, '/trigger') || within(issue.pointer, '/inputSchema')) places.trigger.push(issue);
    else places.flow.push(issue);
  }
  return places;
}

/** The JSON pointer of a step in the definition, if it is there. */
export function stepPointer(definition: Definition, name: string): string | undefined {
  for (const { step, pointer } of walkSteps(definition.steps, '/steps')) if (step.name === name) return pointer;
  return undefined;
}
