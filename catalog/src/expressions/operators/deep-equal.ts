import { valueKind } from '../value-kind.js';

/** Structural equality of JSON values; the order of an object's keys does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const kind = valueKind(a);
  if (kind !== valueKind(b)) return false;
  if (kind === 'Null') return true; // null and undefined
  if (kind === 'List') return listsEqual(a as unknown[], b as unknown[]);
  if (kind === 'Object') return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>);
  return false;
}

const listsEqual = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}
