import type { OperatorFn } from './operator.js';
import { p, type Params } from './params.js';

const MICROS = 1_000_000;

/** Every param from the first as a Number (at least `min`). */
const numbers = (params: Params, min: number) => params.count(min, Infinity).values.map((_, i) => params.number(i));

function nonZero(params: Params, index: number): number {
  const value = params.number(index);
  if (value === 0) params.fail('division by zero', index + 1);
  return value;
}

/** `round` to `digits` decimals, halves away from zero. */
function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

function extreme(op: 'min' | 'max', v: readonly unknown[]): number | null {
  const params = p(op, v).count(1, Infinity);
  const list = params.spread(0);
  if (list.length === 0) return null;
  const values = p(op, list).count(1, Infinity).values.map((_, i) => p(op, list).number(i));
  return op === 'min' ? Math.min(...values) : Math.max(...values);
}

export const math = {
  add: (v) => numbers(p('add', v), 2).reduce((a, b) => a + b),
  subtract: (v) => numbers(p('subtract', v).count(2), 2).reduce((a, b) => a - b),
  multiply: (v) => numbers(p('multiply', v), 2).reduce((a, b) => a * b),
  divide: (v) => {
    const params = p('divide', v).count(2);
    return params.number(0) / nonZero(params, 1);
  },
  modulo: (v) => {
    const params = p('modulo', v).count(2);
    return params.number(0) % nonZero(params, 1);
  },
  power: (v) => {
    const params = p('power', v).count(2);
    return params.number(0) ** params.number(1);
  },
  round: (v) => {
    const params = p('round', v).count(1, 2);
    return round(params.number(0), params.has(1) ? params.integer(1) : 0);
  },
  floor: (v) => Math.floor(p('floor', v).count(1).number(0)),
  ceil: (v) => Math.ceil(p('ceil', v).count(1).number(0)),
  abs: (v) => Math.abs(p('abs', v).count(1).number(0)),
  min: (v) => extreme('min', v),
  max: (v) => extreme('max', v),
  sum: (v) => p('sum', v).count(1).numbers(0).reduce((a, b) => a + b, 0),
  average: (v) => {
    const list = p('average', v).count(1).numbers(0);
    return list.length ? list.reduce((a, b) => a + b, 0) / list.length : null;
  },
  microsToUnits: (v) => p('microsToUnits', v).count(1).number(0) / MICROS,
  unitsToMicros: (v) => Math.round(p('unitsToMicros', v).count(1).number(0) * MICROS),
} satisfies Record<string, OperatorFn>;
