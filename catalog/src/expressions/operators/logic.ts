import { defineGroup } from './define-group.js';
import type { Params } from './params.js';

/** A condition: a Boolean, or null (a missing value) as false — as the evaluator's lazy `and`, `or` and `if` read it. */
function condition(params: Params, index: number): boolean {
  return params.has(index) && params.boolean(index);
}

const conditions = (params: Params) => params.count(1, Infinity).rest(0).map((_, i) => condition(params, i));

export const logic = defineGroup('logic', {
  and: (params) => conditions(params).every(Boolean),
  or: (params) => conditions(params).some(Boolean),
  not: (params) => !condition(params.count(1), 0),
  if: (params) => (condition(params.count(3), 0) ? params.at(1) : params.at(2)),
  coalesce: (params) => params.rest(0).find((value) => value !== null && value !== undefined) ?? null,
});
