/** The approval form as the panel edits it: a list of simple fields, kept as a JSON Schema in the step. */
export type FormFieldType = 'string' | 'number' | 'boolean';
export type FormField = { name: string; type: FormFieldType; required: boolean };

export const FORM_FIELD_TYPES: readonly FormFieldType[] = ['string', 'number', 'boolean'];

/** The fields of a form schema (properties of other shapes read as text). */
export function formFields(schema: Record<string, unknown> | undefined): FormField[] {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>;
  const required = new Set(Array.isArray(schema?.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: property.type === 'number' || property.type === 'boolean' ? property.type : 'string',
    required: required.has(name),
  }));
}

/** The JSON Schema of fields; undefined when there are none (the step then has no form). */
export function formSchema(fields: readonly FormField[]): Record<string, unknown> | undefined {
  const named = fields.filter((field) => field.name.trim() !== '');
  if (named.length === 0 && fields.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, { type: field.type }])),
    required: named.filter((field) => field.required).map((field) => field.name),
  };
}
