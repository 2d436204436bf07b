import type { PathSegment } from '../../flow/expression.js';
import { resolvePath } from '../resolve-path.js';
import { valueKind } from '../value-kind.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';
import { pathParams } from './path-params.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => valueKind(value) === 'Object';
const own = (object: JsonObject, key: string) => (Object.hasOwn(object, key) ? object[key] : null);

/** An entry given as `{ key, value }` or `[key, value]`; the key a Text or a Number. */
function entry(params: Params, item: unknown, i: number): [string, unknown] {
  const [key, value] = Array.isArray(item) ? item : isObject(item) ? [item.key, item.value] : [];
  if (typeof key === 'string' || typeof key === 'number') return [String(key), value ?? null];
  return params.fail(`item ${i + 1} of parameter 1 must be { key, value } or [key, value] with a Text key, got ${valueKind(item)}`, 0);
}

/** `merge`: later objects win; a null (say, a missing optional object) adds nothing. */
function merge(params: Params): JsonObject {
  const objects = params.rest(0).map((value, i) => (value === null || value === undefined ? {} : params.object(i)));
  return Object.fromEntries(objects.flatMap((object) => Object.entries(object)));
}

function keep(params: Params, wanted: boolean): JsonObject {
  const source = params.count(2, Infinity).object(0);
  const keys = new Set(pathParams(params, 1).map(String));
  return Object.fromEntries(Object.entries(source).filter(([key]) => keys.has(key) === wanted));
}

/** A copy of `list` with `update` applied at `index` (negative counts from the end; the length appends). */
function setItem(params: Params, list: readonly unknown[], index: number, update: (item: unknown) => unknown): unknown[] {
  const at = index < 0 ? list.length + index : index;
  if (at < 0 || at > list.length) params.fail(`index ${index} is outside a list of ${list.length} items`);
  const copy = [...list];
  copy[at] = update(list[at] ?? null);
  return copy;
}

/** A copy of `target` with `value` at `path`; what is missing on the way becomes an object. */
function setAt(params: Params, target: unknown, path: readonly PathSegment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = (current: unknown) => setAt(params, current, rest, value);
  if (Array.isArray(target) && typeof head === 'number') return setItem(params, target, head, inner);
  const object = isObject(target) ? target : {};
  const key = String(head);
  return { ...object, [key]: inner(own(object, key)) };
}

function set(params: Params): unknown {
  const last = params.count(3, Infinity).length - 1;
  return setAt(params, params.object(0), pathParams(params, 1, last), params.at(last));
}

export const object = defineGroup('object', {
  get: (params) => resolvePath(params.count(2, Infinity).at(0), pathParams(params, 1)),
  keys: (params) => Object.keys(params.count(1).object(0)),
  values: (params) => Object.values(params.count(1).object(0)),
  entries: (params) => Object.entries(params.count(1).object(0)).map(([key, value]) => ({ key, value })),
  fromEntries: (params) => Object.fromEntries(params.count(1).list(0).map((item, i) => entry(params, item, i))),
  merge,
  pick: (params) => keep(params, true),
  omit: (params) => keep(params, false),
  set,
});
