import type { Expression } from '../flow/expression.js';
import type { EvaluationContext, Scope } from '../expressions/evaluation-context.js';
import { evaluate } from '../expressions/evaluate.js';
import { ExpressionError } from '../expressions/expression-error.js';
import { valueKind } from '../expressions/value-kind.js';

/** What going to the next item costs a list utility, beside its expression (a scope, a call). */
const OPERATIONS_PER_ITEM = 3;

/** A scope that binds `item` and `index` over its parent (per-item expressions of list utilities). */
class ItemScope implements Scope {
  constructor(
    private readonly parent: Scope,
    private readonly item: unknown,
    private readonly index: number,
  ) {}

  lookup(root: string): unknown {
    if (root === 'item') return this.item;
    if (root === 'index') return this.index;
    return this.parent.lookup(root);
  }
}

/** A utility's input expressions with the ways a utility reads them. */
export class UtilityInput {
  constructor(
    readonly utility: string,
    private readonly input: Readonly<Record<string, Expression>>,
    private readonly scope: Scope,
    private readonly ctx: EvaluationContext,
  ) {}

  /** The input evaluated in the step's scope; absent is null. */
  value(key: string): unknown {
    const expression = this.input[key];
    return expression ? evaluate(expression, this.scope, this.ctx) : null;
  }

  /** The input evaluated once per item, with `item` and `index` bound; each item costs operations of its own. */
  forItem(key: string, item: unknown, index: number): unknown {
    this.spend(OPERATIONS_PER_ITEM);
    const expression = this.input[key];
    return expression ? evaluate(expression, new ItemScope(this.scope, item, index), this.ctx) : null;
  }

  /** Spends operations of the step's budget (one evaluation's, when the context has none). */
  spend(operations: number): void {
    this.ctx.budget?.spend(operations);
  }

  list(key: string): unknown[] {
    const value = this.value(key);
    if (value === null) return [];
    if (!Array.isArray(value)) throw this.error(key, 'a List', value);
    return value;
  }

  /** A whole number ≥ 0, or the fallback when absent. */
  count(key: string, fallback?: number): number {
    const value = this.value(key);
    if (value === null && fallback !== undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw this.error(key, 'a whole number of at least 0', value);
    return value;
  }

  oneOf<T extends string>(key: string, options: readonly T[], fallback: T): T {
    const value = this.value(key) ?? fallback;
    if (!options.includes(value as T)) throw new ExpressionError(`${this.utility}: ${key} must be one of ${options.join(', ')}, got ${JSON.stringify(value)}`);
    return value as T;
  }

  error(key: string, expected: string, value: unknown): ExpressionError {
    return new ExpressionError(`${this.utility}: ${key} must be ${expected}, got ${valueKind(value)}`);
  }
}
