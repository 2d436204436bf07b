import { flowCallOf, type ActionStep } from '@tandem/catalog';
import { definitionOutputType, type DataType } from '@tandem/catalog/types';
import { useSyncExternalStore } from 'react';
import { endpoints } from '../../api/endpoints';
import type { JsonSchema } from '../../api/types';
import type { Definition } from '../../flow/types';
import { browserActionCatalog } from '../check/browser-action-catalog';
import { loadedAction } from './catalog-cache';

/** A checker type as the JSON Schema the reference tree reads (objects, lists and scalars; the rest untyped). */
export function schemaOfType(type: DataType): JsonSchema {
  switch (type.kind) {
    case 'NullishOptional':
      return schemaOfType(type.inner);
    case 'Object':
      return { type: 'object', properties: Object.fromEntries(Object.entries(type.fields).map(([key, field]) => [key, schemaOfType(field.type)])) };
    case 'Array':
      return { type: 'array', items: schemaOfType(type.element) };
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'String':
      return { type: 'string' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    default:
      return {};
  }
}

/** The called flows' output schemas by `<ws>:<flowId>@<version>`; null: known to have none (or unreadable). */
const outputs = new Map<string, JsonSchema | null>();
let generation = 0;
const listeners = new Set<() => void>();

async function load(ws: string, flowId: string, version: string): Promise<JsonSchema | null> {
  const versionId = version === 'live' ? (await endpoints.getFlow(ws, flowId)).liveVersionId : version;
  if (!versionId) return null;
  const { definition } = await endpoints.getVersion(ws, flowId, versionId);
  if (!(definition as Definition).output) return null;
  return schemaOfType(definitionOutputType(definition as Definition, browserActionCatalog(loadedAction)));
}

/**
 * The output schema of a "Run flow" step that waits: `runId` and the called flow's `output`, typed by
 * that flow's definition (loaded once; `useCalledFlowGeneration` re-renders when it arrives).
 */
export function flowCallOutputSchema(ws: string, step: ActionStep): JsonSchema | undefined {
  const call = flowCallOf(step.input);
  if (!call.flowId) return undefined;
  const key = `${ws}:${call.flowId}@${call.version}`;
  if (!outputs.has(key)) {
    outputs.set(key, null);
    void load(ws, call.flowId, call.version).then(
      (schema) => {
        outputs.set(key, schema);
        generation += 1;
        listeners.forEach((listener) => listener());
      },
      () => outputs.delete(key),
    );
  }
  const output = outputs.get(key);
  return { type: 'object', properties: { runId: { type: 'string' }, ...(call.mode === 'wait' ? { output: output ?? {} } : {}) } };
}

/** A number that changes whenever a called flow's output schema arrived. */
export function useCalledFlowGeneration(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => generation,
  );
}
