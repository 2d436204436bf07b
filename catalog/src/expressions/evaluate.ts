import type { Expression, OperatorExpression } from '../flow/expression.js';
import type { EvaluationContext, Scope } from './evaluation-context.js';
import { ExpressionError } from './expression-error.js';
import { evaluationBudget, type OperationBudget } from './operation-budget.js';
import { operators } from './operators/index.js';
import { resolvePath } from './resolve-path.js';
import { valueKind } from './value-kind.js';

/** A context whose budget is certain: the one given, or a new one for this evaluation. */
type Budgeted = EvaluationContext & { budget: OperationBudget };

/**
 * Operators that walk the whole of their params: their params cost their whole size, times the
 * work per value (canonical JSON sorts every object's keys).
 */
const deepOperators = new Map([['eq', 1], ['ne', 1], ['in', 1], ['contains', 1], ['unique', 8], ['toJson', 3]]);

/**
 * Evaluates an expression of a valid version. Pure: the clock comes from `ctx`. Every node, operator
 * call and the size of the values an operator takes and gives spend the evaluation's operation
 * budget (`ctx.budget`, or a new one), so no expression can hold the worker for long.
 */
export function evaluate(expression: Expression, scope: Scope, ctx: EvaluationContext): unknown {
  const budgeted: Budgeted = ctx.budget ? (ctx as Budgeted) : { now: () => ctx.now(), budget: evaluationBudget(ctx) };
  return evaluateNode(expression, scope, budgeted);
}

function evaluateNode(expression: Expression, scope: Scope, ctx: Budgeted): unknown {
  ctx.budget.spend(1);
  switch (expression.type) {
    case 'literal':
      return expression.value === undefined ? null : expression.value;
    case 'reference': {
      const [root, ...rest] = expression.path;
      ctx.budget.spend(rest.length);
      return resolvePath(scope.lookup(String(root)), rest);
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(expression.properties)) result[key] = evaluateNode(value, scope, ctx);
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
function evaluateOperator(expression: OperatorExpression, scope: Scope, ctx: Budgeted): unknown {
  const { operator, params } = expression;
  const at = (index: number) => {
    const param = params[index];
    return param ? evaluateNode(param, scope, ctx) : null;
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
  const values = params.map((_, i) => at(i));
  const deep = deepOperators.get(operator);
  for (const value of values) {
    if (deep) ctx.budget.spendDeep(value, deep);
    else ctx.budget.spendShallow(value);
  }
  const result = operators[operator](values, ctx);
  ctx.budget.spendShallow(result, true);
  return result;
}
