/** The user-facing name of a run-time value's kind, as used in error messages ("Number", "Text", ...). */
export type ValueKind = 'Null' | 'Number' | 'Text' | 'Boolean' | 'List' | 'Object' | 'Date';

export function valueKind(value: unknown): ValueKind {
  if (value === null || value === undefined) return 'Null';
  if (typeof value === 'number' || typeof value === 'bigint') return 'Number';
  if (typeof value === 'string') return 'Text';
  if (typeof value === 'boolean') return 'Boolean';
  if (Array.isArray(value)) return 'List';
  if (value instanceof Date) return 'Date';
  return 'Object';
}
