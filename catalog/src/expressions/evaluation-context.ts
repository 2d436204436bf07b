import type { OperationBudget } from './operation-budget.js';

/** Resolves the root of a reference path: a step name, `trigger`, `item`, `index`, `vars` or `run`. */
export interface Scope {
  lookup(root: string): unknown;
}

/** What an evaluation may ask of its surroundings. `now` is the run's deterministic clock (ISO-8601). */
export interface EvaluationContext {
  now(): string;
  /** The operations left to this evaluation; absent, `evaluate` starts a budget of its own. */
  budget?: OperationBudget;
  /** A budget the evaluation's own one spends as well (the workflow task's); used only when `budget` is absent. */
  within?: OperationBudget;
}
