import type { Step } from '@tandem/catalog';

/**
 * The roots (step names, `trigger`, `run`, `vars`, `item`, `index`) that any expression of these
 * steps refers to, at any depth: all that a body run elsewhere needs to see of its surroundings.
 */
export function referencedRoots(steps: readonly Step[]): Set<string> {
  const roots = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const element of value) visit(element);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    if (object.type === 'reference' && Array.isArray(object.path) && object.path.length > 0) roots.add(String(object.path[0]));
    for (const child of Object.values(object)) visit(child);
  };
  visit(steps);
  return roots;
}
