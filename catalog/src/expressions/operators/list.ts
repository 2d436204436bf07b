import { resolvePath } from '../resolve-path.js';
import { canonicalJson } from './canonical-json.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';
import { pathParams } from './path-params.js';

/** The most items `range` makes, so that one expression cannot fill a worker's memory. */
export const MAX_RANGE_LENGTH = 10_000;

/** Numbers from `start` up to `end` (excluded) by `step` (default 1); empty when `step` points away from `end`. */
function range(params: Params): number[] {
  const [start, end] = [params.count(2, 3).number(0), params.number(1)];
  const step = params.has(2) ? params.number(2) : 1;
  if (step === 0) params.fail('parameter 3 must not be 0', 2);
  const length = Math.max(0, Math.ceil((end - start) / step));
  if (length > MAX_RANGE_LENGTH) params.fail(`would make ${length} items, more than ${MAX_RANGE_LENGTH}`);
  return Array.from({ length }, (_, i) => start + i * step);
}

/** The first of every group of deep-equal items, in order (keyed by canonical JSON: linear, not quadratic). */
function unique(params: Params): unknown[] {
  const seen = new Set<string>();
  return params.count(1).list(0).filter((item) => {
    const key = canonicalJson(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function pluck(params: Params): unknown[] {
  const path = pathParams(params.count(2, Infinity), 1);
  return params.list(0).map((item) => resolvePath(item, path));
}

export const list = defineGroup('list', {
  list: (params) => params.rest(0),
  at: (params) => params.count(2).list(0).at(params.integer(1)) ?? null,
  first: (params) => params.count(1).list(0)[0] ?? null,
  last: (params) => params.count(1).list(0).at(-1) ?? null,
  slice: (params) => params.count(2, 3).list(0).slice(params.integer(1), params.has(2) ? params.integer(2) : undefined),
  flatten: (params) => params.count(1).list(0).flat(1),
  unique,
  reverse: (params) => [...params.count(1).list(0)].reverse(),
  pluck,
  compact: (params) => params.count(1).list(0).filter((item) => item !== null && item !== undefined),
  count: (params) => params.count(1).list(0).length,
  range,
  append: (params) => [...params.count(1, Infinity).list(0), ...params.rest(1)],
  concatLists: (params) => params.rest(0).flatMap((_, i) => params.list(i)),
});
