import { ExpressionError } from '../expression-error.js';
import { valueKind } from '../value-kind.js';

/** The kinds a param can be required to have, with the value type each one guarantees. */
export interface KindValues {
  Number: number;
  Text: string;
  Boolean: boolean;
  List: readonly unknown[];
  Object: Record<string, unknown>;
}
export type ParamKind = keyof KindValues;

/**
 * The type error of docs/flow-language.md § Operators, for the param at 0-based `index`:
 * "add: parameter 2 must be a Number, got Text". `expected` may name several kinds ("Text or List").
 */
export function paramTypeError(operator: string, index: number, expected: string, value: unknown): ExpressionError {
  const position = index + 1;
  return new ExpressionError(`${operator}: parameter ${position} must be a ${expected}, got ${valueKind(value)}`, operator, position);
}

/** The param at 0-based `index`, which must be of `kind` (a missing param counts as null). */
export function expectParam<K extends ParamKind>(operator: string, params: readonly unknown[], index: number, kind: K): KindValues[K] {
  const value = params[index] ?? null;
  if (valueKind(value) !== kind) throw paramTypeError(operator, index, kind, value);
  return value as KindValues[K];
}
