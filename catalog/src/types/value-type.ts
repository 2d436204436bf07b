import { t, type DataType } from './data-type.js';
import { unionOf } from './union-of.js';

/** The type of a JSON value, keeping scalars' values so that messages and checks can name them. */
export function typeOfValue(value: unknown): DataType {
  if (value === null || value === undefined) return t.optional(t.unknown());
  if (typeof value === 'string') return t.string([value]);
  if (typeof value === 'boolean') return t.boolean([value]);
  if (typeof value === 'number') return Number.isInteger(value) ? t.int([value]) : t.float([value]);
  if (Array.isArray(value)) return t.array(unionOf(value.map(typeOfValue)));
  if (typeof value === 'object') {
    return t.required(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typeOfValue(inner)])));
  }
  return t.unknown();
}
