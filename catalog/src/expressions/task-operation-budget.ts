import { ExpressionError } from './expression-error.js';
import { formatOperations, OperationBudget } from './operation-budget.js';

/**
 * The operations all the evaluations of one workflow task may spend together: the pure work a run
 * does in one go, between two pauses (an action, a wait, an approval, a sub-flow). About 5 s of work,
 * the bound Temporal's SDK puts on a workflow task with its deadlock timeout, which Tandem's flows
 * worker runs without (docs/performance.md § A run's first workflow task): no run holds the workflow
 * thread that many runs of many workspaces share for longer.
 */
export const TASK_OPERATION_BUDGET = 250_000_000;

/** The steps of a run between two pauses spent the task's budget. `type` is what the run state shows. */
export class TaskBudgetExceeded extends ExpressionError {
  readonly type = 'LimitExceeded';
  constructor(limit: number) {
    super(
      `This run's steps need more than ${formatOperations(limit)} operations in one go (between two actions, waits or approvals), ` +
        'the budget that keeps one run from holding the worker others share; put a wait between the heavy steps or make them lighter',
    );
  }
}

/** The budget of one workflow task: every evaluation's own budget spends it as well (`EvaluationContext.within`). */
export class TaskOperationBudget extends OperationBudget {
  constructor(limit = TASK_OPERATION_BUDGET) {
    super(limit);
  }

  protected override exceeded(): Error {
    return new TaskBudgetExceeded(this.limit);
  }
}
