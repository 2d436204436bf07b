import { t, type DataType } from './data-type.js';
import { unionOf } from './union-of.js';

/** The type without its possibility of null. */
export function stripOptional(type: DataType): DataType {
  return type.kind === 'NullishOptional' ? type.inner : type;
}

/** The element type of a list type (Unknown when it is no list). */
export function elementOf(type: DataType): DataType {
  const list = stripOptional(type);
  if (list.kind === 'Array') return list.element;
  if (list.kind === 'Tuple') return unionOf(list.options);
  if (list.kind === 'Union') return unionOf(list.options.map(elementOf));
  return t.unknown();
}
