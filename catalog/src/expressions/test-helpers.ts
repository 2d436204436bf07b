import type { Expression } from '../flow/expression.js';
import { evaluate } from './evaluate.js';
import type { Scope } from './evaluation-context.js';

/** Builders and a fixed clock for expression tests. */
export const lit = (value: unknown): Expression => ({ type: 'literal', value });
export const ref = (...path: (string | number)[]): Expression => ({ type: 'reference', path });
export const op = (operator: string, ...params: Expression[]): Expression => ({ type: 'operator', operator, params }) as Expression;
export const NOW = '2026-03-15T10:30:00.000Z';

export function scopeOf(bindings: Record<string, unknown> = {}): Scope {
  return { lookup: (root) => (Object.hasOwn(bindings, root) ? bindings[root] : undefined) };
}

/** Evaluates an operator over literal params. */
export function run(operator: string, ...params: unknown[]): unknown {
  return evaluate(op(operator, ...params.map(lit)), scopeOf(), { now: () => NOW });
}
