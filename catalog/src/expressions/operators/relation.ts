import { valueKind } from '../value-kind.js';
import { deepEqual } from './deep-equal.js';
import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Orders two numbers, two texts, or two dates (ISO texts compared as instants). */
function compare(params: Params): number {
  params.count(2);
  const a = params.raw(0);
  if (typeof a === 'number') return a - params.number(1);
  if (typeof a === 'string') {
    const other = params.text(1);
    if (isoDate.test(a) && isoDate.test(other)) return params.date(0).toMillis() - params.date(1).toMillis();
    return a < other ? -1 : a > other ? 1 : 0;
  }
  return params.typeError(0, 'Number, Text or Date');
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (valueKind(value) === 'Object' && Object.keys(value as object).length === 0);

function regex(params: Params): RegExp {
  const pattern = params.text(1);
  const flags = params.has(2) ? params.text(2) : '';
  try {
    return new RegExp(pattern, flags);
  } catch {
    return params.fail(`parameter 2 is not a valid regular expression: ${pattern}`, 2);
  }
}

export const relation = {
  eq: (v) => deepEqual(p('eq', v).count(2).raw(0), p('eq', v).raw(1)),
  ne: (v) => !deepEqual(p('ne', v).count(2).raw(0), p('ne', v).raw(1)),
  lt: (v) => compare(p('lt', v)) < 0,
  lte: (v) => compare(p('lte', v)) <= 0,
  gt: (v) => compare(p('gt', v)) > 0,
  gte: (v) => compare(p('gte', v)) >= 0,
  in: (v) => {
    const params = p('in', v).count(2);
    return params.list(1).some((item) => deepEqual(item, params.raw(0)));
  },
  contains: (v) => {
    const params = p('contains', v).count(2);
    const haystack = params.raw(0);
    if (typeof haystack === 'string') return haystack.includes(params.text(1));
    if (Array.isArray(haystack)) return haystack.some((item) => deepEqual(item, params.raw(1)));
    return params.typeError(0, 'Text or List');
  },
  startsWith: (v) => p('startsWith', v).count(2).text(0).startsWith(p('startsWith', v).text(1)),
  endsWith: (v) => p('endsWith', v).count(2).text(0).endsWith(p('endsWith', v).text(1)),
  matches: (v) => {
    const params = p('matches', v).count(2, 3);
    return regex(params).test(params.text(0));
  },
  isEmpty: (v) => isEmpty(p('isEmpty', v).count(1).raw(0)),
  isNotEmpty: (v) => !isEmpty(p('isNotEmpty', v).count(1).raw(0)),
  isNull: (v) => p('isNull', v).count(1).raw(0) === null,
} satisfies Record<string, OperatorFn>;
