import type { EvaluationContext, Scope } from '../expressions/evaluation-context.js';
import { evaluationBudget } from '../expressions/operation-budget.js';
import type { Expression } from '../flow/expression.js';
import type { PureUtilityId } from '../flow/utility-ids.js';
import { filter, find, group, join, limit, sort, transform } from './list-utilities.js';
import { UtilityInput } from './utility-input.js';
import { variable, variableV1 } from './variable.js';

const pureUtilities: Record<PureUtilityId, (input: UtilityInput) => unknown> = {
  filter,
  transform,
  find,
  sort,
  group,
  limit,
  join,
  comment: () => null,
  variable,
  variableV1,
};

/**
 * Runs a pure utility (docs/flow-language.md § Utilities) on its input expressions. All of the step's
 * expressions, per item too, spend one operation budget, and so does each item it goes through.
 */
export function runPureUtility(
  utility: PureUtilityId,
  input: Readonly<Record<string, Expression>>,
  scope: Scope,
  ctx: EvaluationContext,
): unknown {
  return pureUtilities[utility](new UtilityInput(utility, input, scope, { now: () => ctx.now(), budget: evaluationBudget(ctx) }));
}
