/**
 * The run-input builder's model: a flat list of fields that becomes the flow's `inputSchema` (a JSON
 * Schema object) and is read back from it. A schema this builder cannot express field by field keeps
 * its own shape for that field (`type: 'object'` stands for "any object").
 */
export const inputFieldTypes = ['text', 'number', 'integer', 'boolean', 'date', 'list', 'object'] as const;
export type InputFieldType = (typeof inputFieldTypes)[number];
export type ItemType = Exclude<InputFieldType, 'list'>;

export type InputField = {
  name: string;
  type: InputFieldType;
  /** The type of a list's items. */
  itemType: ItemType;
  required: boolean;
  description: string;
  /** The default as typed (JSON for lists and objects); empty for none. */
  defaultText: string;
};

type JsonSchema = Record<string, unknown>;

export const newInputField = (name: string): InputField => ({ name, type: 'text', itemType: 'text', required: false, description: '', defaultText: '' });

function typeSchema(type: ItemType): JsonSchema {
  switch (type) {
    case 'text':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'object':
      return { type: 'object' };
  }
}

function typeOf(schema: unknown): ItemType {
  const s = (schema ?? {}) as JsonSchema;
  if (s.type === 'string') return s.format === 'date' ? 'date' : 'text';
  if (s.type === 'number' || s.type === 'integer' || s.type === 'boolean') return s.type === 'boolean' ? 'boolean' : s.type;
  return 'object';
}

/** The default's value, or undefined when there is none or it does not read as the field's type. */
export function defaultValue(field: InputField): { value?: unknown; invalid: boolean } {
  const text = field.defaultText.trim();
  if (text === '') return { invalid: false };
  switch (field.type) {
    case 'text':
    case 'date':
      return { value: field.defaultText, invalid: false };
    case 'number':
    case 'integer': {
      const n = Number(text);
      return Number.isFinite(n) && (field.type === 'number' || Number.isInteger(n)) ? { value: n, invalid: false } : { invalid: true };
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { value: text === 'true', invalid: false } : { invalid: true };
    case 'list':
    case 'object':
      try {
        const value: unknown = JSON.parse(text);
        const fits = field.type === 'list' ? Array.isArray(value) : value !== null && typeof value === 'object' && !Array.isArray(value);
        return fits ? { value, invalid: false } : { invalid: true };
      } catch {
        return { invalid: true };
      }
  }
}

/** The JSON Schema of the fields, or undefined for none (the flow takes no input). */
export function inputSchemaOf(fields: readonly InputField[]): JsonSchema | undefined {
  if (fields.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const schema: JsonSchema = field.type === 'list' ? { type: 'array', items: typeSchema(field.itemType) } : typeSchema(field.type);
    if (field.description.trim()) schema.description = field.description.trim();
    const fallback = defaultValue(field);
    if (fallback.value !== undefined) schema.default = fallback.value;
    properties[field.name] = schema;
  }
  const required = fields.filter((f) => f.required).map((f) => f.name);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The fields of an input schema, in the order of its properties. */
export function inputFieldsOf(schema: Record<string, unknown> | undefined): InputField[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => {
    const list = property.type === 'array';
    const type: InputFieldType = list ? 'list' : typeOf(property);
    const fallback = property.default;
    const defaultText = fallback === undefined ? '' : typeof fallback === 'string' ? fallback : JSON.stringify(fallback);
    return {
      name,
      type,
      itemType: list ? typeOf(property.items) : 'text',
      required: required.has(name),
      description: typeof property.description === 'string' ? property.description : '',
      defaultText,
    };
  });
}

export type InputFieldProblem = 'empty' | 'pattern' | 'taken' | 'default';

/** What is wrong with each field (by index): a name that is empty, not a key, or taken, or a default that does not fit. */
export function inputFieldProblems(fields: readonly InputField[]): Map<number, InputFieldProblem> {
  const problems = new Map<number, InputFieldProblem>();
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (field.name === '') problems.set(i, 'empty');
    else if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field.name)) problems.set(i, 'pattern');
    else if (seen.has(field.name)) problems.set(i, 'taken');
    else if (defaultValue(field).invalid) problems.set(i, 'default');
    seen.add(field.name);
  });
  return problems;
}

const examples: Record<ItemType, unknown> = { text: 'text', number: 1.5, integer: 1, boolean: true, date: '2026-12-24', object: {} };

/** An example input that fits the schema (each field's default, else a value of its type). */
export function exampleInput(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    inputFieldsOf(schema).map((field) => {
      const fallback = defaultValue(field).value;
      return [field.name, fallback !== undefined ? fallback : field.type === 'list' ? [examples[field.itemType]] : examples[field.type]];
    }),
  );
}
