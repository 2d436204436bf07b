import { resolvePath } from '../resolve-path.js';
import { valueKind } from '../value-kind.js';
import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';

function keysOf(params: Params, from: number): string[] {
  return params.values.slice(from).flatMap((key, i) => (Array.isArray(key) ? key.map(String) : [typeof key === 'string' ? key : params.typeError(from + i, 'Text')]));
}

/** A copy of `target` with `value` at `path`, creating objects (or lists for number segments) on the way. */
function setAt(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = (container: unknown) => setAt(container, rest, value);
  if (typeof head === 'number' && Array.isArray(target)) {
    const copy = [...target];
    copy[head] = inner(target[head] ?? null);
    return copy;
  }
  const base = valueKind(target) === 'Object' ? (target as Record<string, unknown>) : {};
  return { ...base, [String(head)]: inner(base[String(head)] ?? null) };
}

export const object = {
  get: (v) => {
    const params = p('get', v).count(2, Infinity);
    return resolvePath(params.raw(0), params.values.slice(1).flatMap((s) => (Array.isArray(s) ? s : [s])) as (string | number)[]);
  },
  keys: (v) => Object.keys(p('keys', v).count(1).object(0)),
  values: (v) => Object.values(p('values', v).count(1).object(0)),
  entries: (v) => Object.entries(p('entries', v).count(1).object(0)).map(([key, value]) => ({ key, value })),
  fromEntries: (v) => {
    const params = p('fromEntries', v).count(1);
    return Object.fromEntries(
      params.list(0).map((entry, i) => {
        if (Array.isArray(entry) && entry.length === 2) return [String(entry[0]), entry[1]];
        if (valueKind(entry) === 'Object' && 'key' in (entry as object)) {
          const { key, value } = entry as { key: unknown; value?: unknown };
          return [String(key), value ?? null];
        }
        return params.fail(`item ${i + 1} of parameter 1 must be { key, value } or [key, value]`, 1);
      }),
    );
  },
  merge: (v) => {
    const params = p('merge', v).count(1, Infinity);
    return Object.assign({}, ...params.values.map((value, i) => (value === null ? {} : params.object(i))));
  },
  pick: (v) => {
    const params = p('pick', v).count(2, Infinity);
    const source = params.object(0);
    return Object.fromEntries(keysOf(params, 1).filter((k) => Object.hasOwn(source, k)).map((k) => [k, source[k]]));
  },
  omit: (v) => {
    const params = p('omit', v).count(2, Infinity);
    const drop = new Set(keysOf(params, 1));
    return Object.fromEntries(Object.entries(params.object(0)).filter(([k]) => !drop.has(k)));
  },
  set: (v) => {
    const params = p('set', v).count(3, Infinity);
    const segments = params.values.slice(1, -1).map((s, i) => (typeof s === 'string' || typeof s === 'number' ? s : params.typeError(i + 1, 'Text or whole Number')));
    return setAt(params.object(0), segments, params.raw(params.length - 1));
  },
} satisfies Record<string, OperatorFn>;
