import type { JsonSchema } from '../../api/types';

/**
 * A JSON Schema describing a sample value (a step's kept output): objects by their keys, lists by their
 * first item. It stands in for an output schema the catalogue cannot know (an HTTP body), so later steps
 * can be mapped and type-checked against the real shape.
 */
export function schemaOfSample(value: unknown, depth = 0): JsonSchema {
  if (value === null || value === undefined) return { type: 'null' };
  if (depth > 8) return {};
  if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? schemaOfSample(value[0], depth + 1) : {} };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, schemaOfSample(inner, depth + 1)])),
      };
    default:
      return {};
  }
}
