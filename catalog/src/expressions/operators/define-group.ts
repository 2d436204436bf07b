import type { OperatorGroup, operatorGroups } from '../../flow/operator-names.js';
import type { EvaluationContext } from '../evaluation-context.js';
import type { OperatorFn } from './operator.js';
import { Params } from './params.js';

/** An operator's implementation, given its params already wrapped for checked reading. */
export type OperatorImpl = (params: Params, ctx: EvaluationContext) => unknown;

type OperatorsOf<G extends OperatorGroup> = (typeof operatorGroups)[G][number];

/**
 * The operators of one group of the fixed set. The type demands exactly the group's operators;
 * each implementation gets a `Params` that names its operator in error messages.
 */
export function defineGroup<G extends OperatorGroup>(
  _group: G,
  impls: Record<OperatorsOf<G>, OperatorImpl>,
): Record<OperatorsOf<G>, OperatorFn> {
  const bind = ([name, impl]: [string, OperatorImpl]): [string, OperatorFn] => [name, (values, ctx) => impl(new Params(name, values), ctx)];
  return Object.fromEntries(Object.entries<OperatorImpl>(impls).map(bind)) as Record<OperatorsOf<G>, OperatorFn>;
}
