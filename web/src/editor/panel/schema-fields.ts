import type { JsonSchema } from '../../api/types';

export type FieldKind = 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'object' | 'list' | 'json';
export type Field = { key: string; label: string; description?: string; kind: FieldKind; required: boolean; options?: string[]; schema: JsonSchema };

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const variant = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  return variant ? typeOf(variant) : undefined;
}

/** The kind of input a JSON Schema asks for. */
export function fieldKind(schema: JsonSchema): FieldKind {
  if (schema.enum && schema.enum.every((v) => typeof v === 'string')) return 'enum';
  switch (typeOf(schema)) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'object':
      return schema.properties ? 'object' : 'json';
    case 'array':
      return 'list';
    default:
      return 'json';
  }
}

/** "camelCase_name" → "Camel case name". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The form fields of an object schema, required ones first, in schema order otherwise. */
export function schemaFields(schema: JsonSchema | undefined): Field[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const fields = Object.entries(properties).map(([key, property]): Field => {
    const kind = fieldKind(property);
    const field: Field = { key, label: property.title ?? humanize(key), kind, required: required.has(key), schema: property };
    if (property.description) field.description = property.description;
    if (kind === 'enum') field.options = (property.enum as string[]).slice();
    return field;
  });
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** Turns the text typed in a literal field into the JSON value its kind expects. */
export function parseLiteral(kind: FieldKind, text: string): { ok: true; value: unknown } | { ok: false } {
  switch (kind) {
    case 'text':
    case 'enum':
      return { ok: true, value: text };
    case 'number':
    case 'integer': {
      if (text.trim() === '') return { ok: false };
      const n = Number(text);
      return Number.isFinite(n) && (kind === 'number' || Number.isInteger(n)) ? { ok: true, value: n } : { ok: false };
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false };
    default:
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false };
      }
  }
}
