import type { Expression, OperatorExpression } from '../flow/expression.js';
import type { EvaluationContext, Scope } from './evaluation-context.js';
import { ExpressionError } from './expression-error.js';
import { operators } from './operators/index.js';
import { resolvePath } from './resolve-path.js';
import { valueKind } from './value-kind.js';

/** Evaluates an expression of a valid version. Pure: the clock comes from `ctx`. */
export function evaluate(expression: Expression, scope: Scope, ctx: EvaluationContext): unknown {
  switch (expression.type) {
    case 'literal':
      return expression.value === undefined ? null : expression.value;
    case 'reference': {
      const [root, ...rest] = expression.path;
      return resolvePath(scope.lookup(String(root)), rest);
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(expression.properties)) result[key] = evaluate(value, scope, ctx);
      return result;
    }
    case 'operator':
      return evaluateOperator(expression, scope, ctx);
  }
}

/** A condition param: a Boolean; null (a missing value) counts as false. */
function condition(operator: string, position: number, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  throw new ExpressionError(`${operator}: parameter ${position} must be a Boolean, got ${valueKind(value)}`, operator, position);
}

/** `if`, `and`, `or` and `coalesce` evaluate only the params they need, so a guard protects its branch. */
function evaluateOperator(expression: OperatorExpression, scope: Scope, ctx: EvaluationContext): unknown {
  const { operator, params } = expression;
  const at = (index: number) => {
    const param = params[index];
    return param ? evaluate(param, scope, ctx) : null;
  };
  switch (operator) {
    case 'if':
      if (params.length !== 3) break; // the operator reports the wrong count
      return condition('if', 1, at(0)) ? at(1) : at(2);
    case 'and':
    case 'or': {
      if (params.length === 0) break;
      const decisive = operator === 'or';
      for (let i = 0; i < params.length; i++) if (condition(operator, i + 1, at(i)) === decisive) return decisive;
      return !decisive;
    }
    case 'coalesce':
      for (let i = 0; i < params.length; i++) {
        const value = at(i);
        if (value !== null && value !== undefined) return value;
      }
      return null;
  }
  return operators[operator](params.map((_, i) => at(i)), ctx);
}
