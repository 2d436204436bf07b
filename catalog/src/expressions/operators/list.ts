import { resolvePath } from '../resolve-path.js';
import { deepEqual } from './deep-equal.js';
import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';

const RANGE_LIMIT = 10_000;

/** Path segments from `index` on: texts or whole numbers. */
function path(params: Params, index: number): (string | number)[] {
  return params.values.slice(index).map((segment, i) => {
    if (typeof segment === 'string' || (typeof segment === 'number' && Number.isInteger(segment))) return segment;
    return params.typeError(index + i, 'Text or whole Number');
  });
}

function range(params: Params): number[] {
  params.count(2, 3);
  const [start, end] = [params.number(0), params.number(1)];
  const step = params.has(2) ? params.number(2) : start <= end ? 1 : -1;
  if (step === 0) params.fail('parameter 3 (step) must not be 0', 3);
  const length = Math.max(0, Math.ceil((end - start) / step));
  if (length > RANGE_LIMIT) params.fail(`would make ${length} items, more than ${RANGE_LIMIT}`);
  return Array.from({ length }, (_, i) => start + i * step);
}

export const list = {
  list: (v) => [...v],
  at: (v) => {
    const params = p('at', v).count(2);
    return params.list(0).at(params.integer(1)) ?? null;
  },
  first: (v) => p('first', v).count(1).list(0)[0] ?? null,
  last: (v) => p('last', v).count(1).list(0).at(-1) ?? null,
  slice: (v) => {
    const params = p('slice', v).count(2, 3);
    return params.list(0).slice(params.integer(1), params.has(2) ? params.integer(2) : undefined);
  },
  flatten: (v) => p('flatten', v).count(1).list(0).flat(1),
  unique: (v) => p('unique', v).count(1).list(0).filter((item, i, all) => all.findIndex((other) => deepEqual(other, item)) === i),
  reverse: (v) => [...p('reverse', v).count(1).list(0)].reverse(),
  pluck: (v) => {
    const params = p('pluck', v).count(2, Infinity);
    const segments = path(params, 1);
    return params.list(0).map((item) => resolvePath(item, segments));
  },
  compact: (v) => p('compact', v).count(1).list(0).filter((item) => item !== null && item !== undefined),
  count: (v) => p('count', v).count(1).list(0).length,
  range: (v) => range(p('range', v)),
  append: (v) => {
    const params = p('append', v).count(2, Infinity);
    return [...params.list(0), ...params.values.slice(1)];
  },
  concatLists: (v) => {
    const params = p('concatLists', v).count(1, Infinity);
    return params.values.flatMap((_, i) => params.list(i));
  },
} satisfies Record<string, OperatorFn>;
