import type { EvaluationContext } from './evaluation-context.js';
import { ExpressionError } from './expression-error.js';

/**
 * The operations one evaluation may spend: one expression of a step (an input, a condition, an
 * iterate's items, a wait's duration), or one list utility step with all its per-item expressions.
 * Far above what real flows need (docs/limits.md § Expressions), low enough that no evaluation holds
 * the shared workflow thread for long.
 */
export const EXPRESSION_OPERATION_BUDGET = 10_000_000;

/** Characters of text that count as one operation (copying text is cheap per character). */
export const TEXT_CHARS_PER_OPERATION = 64;

/** A count of operations as the budgets' messages write it: 10,000,000. */
export const formatOperations = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** An evaluation that spent its budget. `type` is what the run state shows, like the iterate limits. */
export class OperationBudgetExceeded extends ExpressionError {
  readonly type = 'LimitExceeded';
  constructor(limit: number) {
    super(
      `This expression needs more than ${formatOperations(limit)} operations, the budget of one expression or list utility step; ` +
        'split the work over several steps (e.g. an iterate over slices of the list, or a filter before the transform)',
    );
  }
}

/**
 * A counter of operations: each expression node, operator call, item of a list utility and size of
 * the values it handles. `within`: a larger budget every operation spends as well (the workflow task's,
 * task-operation-budget.ts).
 */
export class OperationBudget {
  private spent = 0;

  constructor(
    readonly limit = EXPRESSION_OPERATION_BUDGET,
    private readonly within?: OperationBudget,
  ) {}

  /** Counts `operations`; throws past the limit (`OperationBudgetExceeded`), or past the limit of the budget it is within. */
  spend(operations: number): void {
    this.spent += operations;
    if (this.spent > this.limit) throw this.exceeded();
    this.within?.spend(operations);
  }

  /** The error past the limit. */
  protected exceeded(): Error {
    return new OperationBudgetExceeded(this.limit);
  }

  /** The size of a value as one level of work: a list's items, a text's characters (per 64), an object's keys when asked. */
  spendShallow(value: unknown, objectKeys = false): void {
    if (typeof value === 'string') this.spend(1 + Math.floor(value.length / TEXT_CHARS_PER_OPERATION));
    else if (Array.isArray(value)) this.spend(1 + value.length);
    else if (objectKeys && value !== null && typeof value === 'object') this.spend(1 + Object.keys(value).length);
    else this.spend(1);
  }

  /** The whole size of a value, `weight` per part, for operators that walk all of it (deep equality, JSON); stops as soon as the budget is spent. */
  spendDeep(value: unknown, weight = 1): void {
    const stack: unknown[] = [value];
    while (stack.length > 0) {
      const next = stack.pop();
      this.spend(weight);
      if (typeof next === 'string') this.spend(Math.floor(next.length / TEXT_CHARS_PER_OPERATION));
      if (next === null || typeof next !== 'object') continue;
      // A container's parts are counted before they are gone through, so a huge one stops at once.
      const parts = Array.isArray(next) ? (next as unknown[]) : Object.values(next);
      this.spend(weight * parts.length);
      for (const part of parts) stack.push(part);
    }
  }
}

/** The budget an evaluation spends: the context's own, or a new one within the context's larger budget. */
export const evaluationBudget = (ctx: Pick<EvaluationContext, 'budget' | 'within'>): OperationBudget =>
  ctx.budget ?? new OperationBudget(EXPRESSION_OPERATION_BUDGET, ctx.within);
