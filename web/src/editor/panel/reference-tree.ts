import { fromJsonSchema, typeName } from '@tandem/catalog/types';
import type { JsonSchema } from '../../api/types';
import { childLists } from '../../flow/step-tree';
import type { Definition, Step } from '../../flow/types';

/** A value that can be referenced: its label, its path and, when its schema is known, its type's name. */
export type ReferenceNode = { label: string; path: (string | number)[]; type?: string; children: ReferenceNode[] };

/**
 * The steps whose output a step may reference: earlier steps of its own list and of every
 * enclosing list (flattening the branches of earlier conditions and iterates as their outputs),
 * plus `item`/`index` inside iterate bodies. In order of execution.
 */
export function stepsInScope(definition: Definition, name: string): { steps: Step[]; inIterate: boolean } | null {
  const search = (list: Step[], before: Step[], inIterate: boolean): { steps: Step[]; inIterate: boolean } | null => {
    const earlier: Step[] = [...before];
    for (const step of list) {
      if (step.name === name) return { steps: earlier, inIterate };
      for (const child of childLists(step)) {
        const found = search(child.steps, earlier, inIterate || step.type === 'iterate');
        if (found) return found;
      }
      earlier.push(step);
      // The steps inside a finished condition branch are referenceable after it (null when skipped).
      if (step.type === 'condition') earlier.push(...step.consequent, ...step.alternative);
    }
    return null;
  };
  return search(definition.steps, [], false);
}

function schemaChildren(schema: JsonSchema | undefined, path: (string | number)[], depth: number): ReferenceNode[] {
  if (!schema || depth > 4) return [];
  if (schema.properties) {
    return Object.entries(schema.properties).map(([key, child]) => ({
      label: key,
      path: [...path, key],
      type: typeName(fromJsonSchema(child)),
      children: schemaChildren(child, [...path, key], depth + 1),
    }));
  }
  if (schema.type === 'array' && schema.items) {
    return [{ label: '[0]', path: [...path, 0], type: typeName(fromJsonSchema(schema.items)), children: schemaChildren(schema.items, [...path, 0], depth + 1) }];
  }
  return [];
}

/** The tree the reference picker shows: trigger, loop item/index, and each earlier step's output. */
export function referenceTree(
  definition: Definition,
  name: string,
  outputSchemaOf: (step: Step) => JsonSchema | undefined,
): ReferenceNode[] {
  const scope = stepsInScope(definition, name);
  if (!scope) return [];
  const roots: ReferenceNode[] = [{ label: 'trigger', path: ['trigger'], children: schemaChildren(definition.inputSchema as JsonSchema | undefined, ['trigger'], 0) }];
  if (scope.inIterate) roots.push({ label: 'item', path: ['item'], children: [] }, { label: 'index', path: ['index'], children: [] });
  for (const step of scope.steps) {
    roots.push({ label: step.displayName ? `${step.displayName} (${step.name})` : step.name, path: [step.name], children: schemaChildren(outputSchemaOf(step), [step.name], 0) });
  }
  return roots;
}
