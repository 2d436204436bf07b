import { humanizeKey } from '@tandem/catalog/fields';
import type { JsonSchema } from '../../api/types';

export type FieldKind = 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'object' | 'list' | 'json';

/**
 * The control a field is edited with: a select for a choice, a switch for yes/no, key/value rows for
 * headers and parameters, a list editor for a list of plain values; `json` is the text area of last resort.
 */
export type Control = 'select' | 'switch' | 'number' | 'date' | 'dateTime' | 'duration' | 'text' | 'textArea' | 'keyValue' | 'record' | 'list' | 'choice' | 'object' | 'json';

export type Field = {
  key: string;
  label: string;
  /** One sentence that says what the field is for. */
  help?: string;
  placeholder?: string;
  kind: FieldKind;
  control: Control;
  required: boolean;
  options?: string[];
  /** The text area's rows (a form hint of at least 5 rows). */
  rows?: number;
  /** A form hint says the field is not shown. */
  hidden?: boolean;
  schema: JsonSchema;
};

/** A field's words: from a dictionary (actions, utilities) or from the schema itself (a flow's run input). */
export type FieldWords = (key: string, schema: JsonSchema) => { label: string; help?: string; placeholder?: string };

/** The schema's own title and description: the words of schemas users write (a flow's input schema). */
export const schemaWords: FieldWords = (key, schema) => ({
  label: schema.title ?? humanizeKey(key),
  ...(schema.description ? { help: schema.description } : {}),
  ...(schema.examples?.[0] !== undefined ? { placeholder: String(schema.examples[0]) } : {}),
});

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

/** The non-null variant of a nullable schema. */
function plain(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  const real = variants?.filter((s) => s.type !== 'null');
  return real?.length === 1 && real[0] ? { ...real[0], ...(schema.description ? { description: schema.description } : {}) } : schema;
}

const isPair = (items: JsonSchema | undefined) => items?.type === 'object' && items.properties?.key !== undefined && items.properties.value !== undefined && Object.keys(items.properties).length === 2;
const isScalar = (schema: JsonSchema | undefined) => schema !== undefined && ['text', 'number', 'integer', 'enum'].includes(fieldKind(schema));
const isDiscriminated = (schema: JsonSchema) => (schema.oneOf ?? schema.anyOf ?? []).some((v) => Object.values(v.properties ?? {}).some((p) => p.const !== undefined));

/** The control a schema is edited with (form hints first). */
export function fieldControl(raw: JsonSchema, kind: FieldKind = fieldKind(raw)): Control {
  const schema = plain(raw);
  const hint = raw['x-tandem-component']?.kind;
  if (hint === 'textArea' || hint === 'compose') return 'textArea';
  if (hint === 'configuredProps') return 'record';
  if (isDiscriminated(schema)) return 'choice';
  switch (kind) {
    case 'enum':
      return 'select';
    case 'boolean':
      return 'switch';
    case 'number':
    case 'integer':
      return 'number';
    case 'text':
      return schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'dateTime' : schema.format === 'duration' ? 'duration' : 'text';
    case 'list':
      if (isPair(schema.items)) return 'keyValue';
      if (isScalar(schema.items)) return 'list';
      // A list of path parts or one text (sort by): the text is what people type.
      return (raw.anyOf ?? raw.oneOf)?.some((v) => v.type === 'string') ? 'text' : 'json';
    case 'object':
      return 'object';
    default:
      return typeOf(schema) === 'object' && typeof schema.additionalProperties === 'object' && isScalar(schema.additionalProperties) ? 'record' : 'json';
  }
}

/** "camelCase_name" → "Camel case name". */
export const humanize = humanizeKey;

/** The form fields of an object schema, required ones first, in schema order otherwise. */
export function schemaFields(schema: JsonSchema | undefined, words: FieldWords = schemaWords): Field[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const fields = Object.entries(properties).map(([key, property]) => fieldOf(key, property, required.has(key), words));
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** One field of a schema property. */
export function fieldOf(key: string, property: JsonSchema, required: boolean, words: FieldWords, kind: FieldKind = fieldKind(property)): Field {
  const { label, help, placeholder } = words(key, property);
  const hint = property['x-tandem-component'];
  const field: Field = { key, label, kind, control: fieldControl(property, kind), required, schema: property };
  if (help) field.help = help;
  const shown = placeholder ?? (property.default !== undefined && typeof property.default !== 'object' ? String(property.default) : undefined);
  if (shown !== undefined) field.placeholder = shown;
  if (kind === 'enum') field.options = (property.enum as string[]).slice();
  if (hint?.kind === 'textArea') field.rows = Math.max(5, hint.minRows ?? 5);
  if (hint?.kind === 'hidden') field.hidden = true;
  return field;
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
