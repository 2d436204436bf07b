import type { OperatorFn } from './operator.js';
import { p } from './params.js';

/** A condition: a Boolean, or null (a missing value) as false. */
const truth = (op: string, values: readonly unknown[], i: number) => (values[i] === null || values[i] === undefined ? false : p(op, values).boolean(i));

export const logic = {
  and: (v) => p('and', v).count(1, Infinity).values.every((_, i) => truth('and', v, i)),
  or: (v) => p('or', v).count(1, Infinity).values.some((_, i) => truth('or', v, i)),
  not: (v) => !truth('not', p('not', v).count(1).values, 0),
  if: (v) => (truth('if', p('if', v).count(3).values, 0) ? v[1] : v[2]) ?? null,
  coalesce: (v) => v.find((x) => x !== null && x !== undefined) ?? null,
} satisfies Record<string, OperatorFn>;
