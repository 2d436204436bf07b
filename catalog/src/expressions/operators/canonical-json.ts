import { valueKind } from '../value-kind.js';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
const sortedKeys = (object: object) => Object.fromEntries(Object.entries(object).sort(byKey));

/** JSON with every object's keys sorted: the same text exactly for deep-equal values. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (valueKind(v) === 'Object' ? sortedKeys(v as object) : v)) ?? 'null';
}
