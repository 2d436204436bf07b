import type { JsonSchema } from '../../api/types';

/** A value that fits a schema, to show as an example: its examples or default, else one made up per type. */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (variant) return exampleOf(variant, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date' ? '2026-01-31' : schema.format === 'date-time' ? '2026-01-31T09:00:00Z' : schema.format === 'email' ? 'jane@example.com' : 'text';
    case 'number':
      return 9.99;
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [exampleOf(schema.items ?? {}, depth + 1)];
    case 'object':
      return depth > 3 ? {} : Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property, depth + 1)]));
    default:
      return null;
  }
}
