import { valueKind } from '../value-kind.js';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** JSON with every object's keys sorted: the same text exactly for deep-equal values. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (valueKind(v) === 'Object' ? Object.fromEntries(Object.entries(v as object).sort(byKey)) : v)) ?? 'null';
}
