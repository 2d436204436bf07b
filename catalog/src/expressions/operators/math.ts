import { microsToUnits, unitsToMicros } from '../../money/money.js';
import { roundDecimal } from './decimal.js';
import { defineGroup } from './define-group.js';
import type { Params } from './params.js';

/** JSON has no Infinity or NaN: a result that overflows fails the step. */
function finite(params: Params, value: number): number {
  return Number.isFinite(value) ? value : params.fail('the result is not a finite Number');
}

/** Every param as a Number, `min` to `max` of them. */
function numbers(params: Params, min: number, max = Infinity): number[] {
  return Array.from({ length: params.count(min, max).length }, (_, i) => params.number(i));
}

const plus = (a: number, b: number) => a + b;

function reduce(params: Params, values: number[], step: (a: number, b: number) => number): number {
  return finite(params, values.reduce(step));
}

function divisor(params: Params, index: number): number {
  const value = params.number(index);
  return value === 0 ? params.fail('division by zero', index) : value;
}

/** `min` / `max` of the params, or of a single list param; null for an empty list. */
function extreme(params: Params, pick: (a: number, b: number) => number): number | null {
  const listGiven = params.count(1, Infinity).length === 1 && Array.isArray(params.at(0));
  const values = listGiven ? params.numbers(0) : numbers(params, 1);
  return values.length ? values.reduce((a, b) => pick(a, b)) : null;
}

function average(params: Params): number | null {
  const values = params.count(1).numbers(0);
  return values.length ? reduce(params, values, plus) / values.length : null;
}

export const math = defineGroup('math', {
  add: (params) => reduce(params, numbers(params, 2), plus),
  subtract: (params) => reduce(params, numbers(params, 2, 2), (a, b) => a - b),
  multiply: (params) => reduce(params, numbers(params, 2), (a, b) => a * b),
  divide: (params) => finite(params, params.count(2).number(0) / divisor(params, 1)),
  modulo: (params) => params.count(2).number(0) % divisor(params, 1),
  power: (params) => finite(params, params.count(2).number(0) ** params.number(1)),
  round: (params) => roundDecimal(params.count(1, 2).number(0), params.has(1) ? params.integer(1) : 0),
  floor: (params) => Math.floor(params.count(1).number(0)),
  ceil: (params) => Math.ceil(params.count(1).number(0)),
  abs: (params) => Math.abs(params.count(1).number(0)),
  min: (params) => extreme(params, Math.min),
  max: (params) => extreme(params, Math.max),
  sum: (params) => reduce(params, [0, ...params.count(1).numbers(0)], plus),
  average,
  microsToUnits: (params) => microsToUnits(params.count(1).number(0)),
  unitsToMicros: (params) => finite(params, unitsToMicros(params.count(1).number(0))),
});
