import type { OperatorName } from '../../flow/operator-names.js';
import type { EvaluationContext } from '../evaluation-context.js';

/**
 * An operator's implementation: receives its already evaluated positional params.
 * (`if`, `and`, `or` and `coalesce` are also evaluated lazily by the evaluator; their entries here
 * give the eager semantics, which must agree.) Throws `ExpressionError` on bad input.
 */
export type OperatorFn = (params: readonly unknown[], ctx: EvaluationContext) => unknown;

export type OperatorTable = Record<OperatorName, OperatorFn>;
