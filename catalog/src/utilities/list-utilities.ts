import { resolvePath } from '../expressions/resolve-path.js';
import type { PathSegment } from '../flow/expression.js';
import { stableKey } from './stable-key.js';
import type { UtilityInput } from './utility-input.js';

export function filter(input: UtilityInput): unknown[] {
  return input.list('list').filter((item, index) => input.forItem('condition', item, index) === true);
}

export function transform(input: UtilityInput): unknown[] {
  return input.list('list').map((item, index) => input.forItem('mapping', item, index));
}

export function find(input: UtilityInput): unknown {
  const found = input.list('list').find((item, index) => input.forItem('condition', item, index) === true);
  return found === undefined ? null : found;
}

export function limit(input: UtilityInput): unknown[] {
  const offset = input.count('offset', 0);
  const taken = input.list('list').slice(offset, offset + input.count('count'));
  input.spend(taken.length);
  return taken;
}

export function group(input: UtilityInput): { key: unknown; items: unknown[] }[] {
  const groups = new Map<string, { key: unknown; items: unknown[] }>();
  input.list('list').forEach((item, index) => {
    const key = input.forItem('by', item, index);
    const id = stableKey(key);
    const existing = groups.get(id);
    if (existing) existing.items.push(item);
    else groups.set(id, { key, items: [item] });
  });
  return [...groups.values()];
}

/** Ascending order of sort keys: null last, then numbers, then texts (ISO dates sort as texts), then the rest. */
function compareKeys(a: unknown, b: unknown): number {
  const rank = (v: unknown) => (v === null ? 3 : typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a, b] : [stableKey(a), stableKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sort(input: UtilityInput): unknown[] {
  const by = input.value('by');
  const path: PathSegment[] = by === null ? [] : Array.isArray(by) ? (by as PathSegment[]) : [String(by)];
  const direction = input.oneOf('direction', ['ascending', 'descending'] as const, 'ascending');
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = input.list('list').map((item) => ({ item, key: resolvePath(item, path) }));
  // About n·log2(n) comparisons.
  input.spend(keyed.length * Math.ceil(Math.log2(keyed.length + 1)));
  // Nulls stay last in both directions; the sort is stable.
  keyed.sort((a, b) => (a.key === null || b.key === null ? compareKeys(a.key, b.key) : sign * compareKeys(a.key, b.key)));
  return keyed.map(({ item }) => item);
}

export function join(input: UtilityInput): { left: unknown; right: unknown }[] {
  const mode = input.oneOf('mode', ['inner', 'left'] as const, 'inner');
  const rightByKey = new Map<string, unknown[]>();
  input.list('right').forEach((item, index) => {
    const key = stableKey(input.forItem('rightKey', item, index));
    rightByKey.set(key, [...(rightByKey.get(key) ?? []), item]);
  });
  return input.list('left').flatMap((left, index) => {
    const matches = rightByKey.get(stableKey(input.forItem('leftKey', left, index))) ?? [];
    if (matches.length === 0) return mode === 'left' ? [{ left, right: null }] : [];
    return matches.map((right) => ({ left, right }));
  });
}
