import { OperationBudget, OperationBudgetExceeded } from '@tandem/catalog';

/** Expression operations one shadow request may spend over all its runs (docs/limits.md § Shadow runs). */
export const SHADOW_OPERATION_BUDGET = 200_000_000;

/**
 * The operation budget of a whole shadow request: every expression and list utility of every run
 * spends from it, so a hostile draft stops after a bounded amount of CPU, not per expression.
 */
export class ShadowBudget extends OperationBudget {
  private used = 0;
  exhausted = false;

  constructor(limit = SHADOW_OPERATION_BUDGET) {
    super(limit);
  }

  override spend(operations: number): void {
    this.used += operations;
    if (this.used > this.limit) {
      this.exhausted = true;
      throw new OperationBudgetExceeded(this.limit);
    }
  }

  get operations(): number {
    return Math.min(this.used, this.limit);
  }
}
