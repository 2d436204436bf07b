import { lit, op } from '../flow/expression-builders.js';
import type { OperatorName } from '../flow/operator-names.js';
import { evaluate } from './evaluate.js';
import type { Scope } from './evaluation-context.js';

export { lit, op, ref } from '../flow/expression-builders.js';

/** Builders and a fixed clock for expression tests. */
export const NOW = '2026-03-15T10:30:00.000Z';

export function scopeOf(bindings: Record<string, unknown> = {}): Scope {
  return { lookup: (root) => (Object.hasOwn(bindings, root) ? bindings[root] : undefined) };
}

/** Evaluates an operator over literal params. */
export function run(operator: string, ...params: unknown[]): unknown {
  return evaluate(op(operator as OperatorName, ...params.map(lit)), scopeOf(), { now: () => NOW });
}
