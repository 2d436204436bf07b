import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Expression } from '../flow/expression.js';
import { evaluate } from './evaluate.js';
import { ExpressionError } from './expression-error.js';
import { OperationBudget, OperationBudgetExceeded } from './operation-budget.js';
import { TaskBudgetExceeded, TaskOperationBudget } from './task-operation-budget.js';
import { lit, NOW, op, ref, scopeOf } from './test-helpers.js';

const ctx = { now: () => NOW };

describe('evaluate', () => {
  const scope = scopeOf({ fetch: { rows: [{ title: 'A' }, { title: 'B' }] }, trigger: { id: '7' }, vars: { n: 2 } });

  it('follows reference paths; a path that does not exist yields null', () => {
    expect(evaluate(ref('fetch', 'rows', 1, 'title'), scope, ctx)).toBe('B');
    expect(evaluate(ref('fetch', 'rows', '0', 'title'), scope, ctx)).toBe('A');
    expect(evaluate(ref('fetch', 'rows', 9, 'title'), scope, ctx)).toBeNull();
    expect(evaluate(ref('nope', 'x'), scope, ctx)).toBeNull();
    expect(evaluate(ref('trigger', 'id', 'deeper'), scope, ctx)).toBeNull();
  });

  it('builds objects and nests operators', () => {
    const expression = { type: 'object', properties: { total: op('add', ref('vars', 'n'), lit(3)), first: op('first', ref('fetch', 'rows')) } } as const;
    expect(evaluate(expression, scope, ctx)).toEqual({ total: 5, first: { title: 'A' } });
  });

  it('evaluates only the branch and the params it needs', () => {
    const guarded = op('if', op('eq', lit(0), lit(0)), lit('none'), op('divide', lit(1), lit(0)));
    expect(evaluate(guarded, scope, ctx)).toBe('none');
    expect(evaluate(op('or', lit(true), op('divide', lit(1), lit(0))), scope, ctx)).toBe(true);
    expect(evaluate(op('and', lit(false), lit('not a boolean')), scope, ctx)).toBe(false);
    expect(evaluate(op('coalesce', lit(null), lit(1), op('divide', lit(1), lit(0))), scope, ctx)).toBe(1);
    expect(() => evaluate(op('if', lit('yes'), lit(1), lit(2)), scope, ctx)).toThrow('if: parameter 1 must be a Boolean, got Text');
  });

  it('stops an expression that would run on and on with a clear error once it spends its operation budget', () => {
    // 100 lists of 10,000 numbers, then deduplicated: far more work than any real expression does.
    const endless = op('count', op('unique', op('concatLists', ...Array.from({ length: 100 }, () => op('range', lit(0), lit(10_000))))));
    const error = attempt(() => evaluate(endless, scope, ctx)).error;
    expect(error).toBeInstanceOf(OperationBudgetExceeded);
    expect(error).toMatchObject({
      type: 'LimitExceeded',
      message:
        'This expression needs more than 10,000,000 operations, the budget of one expression or list utility step; ' +
        'split the work over several steps (e.g. an iterate over slices of the list, or a filter before the transform)',
    });
    // The largest lists the language makes stay far below it.
    expect(evaluate(op('count', op('unique', op('concatLists', op('range', lit(0), lit(10_000)), op('range', lit(0), lit(10_000))))), scope, ctx)).toBe(10_000);
  });

  it('counts every node, operator and the size of the values operators take and give', () => {
    const tight = (limit: number) => ({ now: () => NOW, budget: new OperationBudget(limit) });
    const sum = op('add', ref('vars', 'n'), lit(3));
    expect(evaluate(sum, scope, tight(10))).toBe(5);
    expect(() => evaluate(sum, scope, tight(4))).toThrow(OperationBudgetExceeded);
    expect(() => evaluate(op('count', ref('fetch', 'rows')), scope, tight(5))).toThrow(OperationBudgetExceeded);
    expect(evaluate(op('count', ref('fetch', 'rows')), scope, tight(10))).toBe(2);
    // Deep equality pays for the whole of both values.
    const deep = { a: [{ b: [1, 2, 3] }, { c: 'x' }] };
    expect(() => evaluate(op('eq', lit(deep), lit(deep)), scope, tight(15))).toThrow(OperationBudgetExceeded);
  });

  it('spends the budget it is within as well as its own: a task budget stops evaluations that each fit their own', () => {
    const task = new TaskOperationBudget(20); // the sum costs 7: two fit, a third does not
    const sum = op('add', ref('vars', 'n'), lit(3));
    expect(evaluate(sum, scope, { now: () => NOW, within: task })).toBe(5);
    expect(evaluate(sum, scope, { now: () => NOW, within: task })).toBe(5);
    const error = (() => {
      try {
        evaluate(sum, scope, { now: () => NOW, within: task });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(TaskBudgetExceeded);
    expect((error as TaskBudgetExceeded).type).toBe('LimitExceeded');
    expect((error as Error).message).toMatch(/^This run's steps need more than 20 operations in one go/);
    // Without it, the same evaluation goes on fitting its own budget.
    expect(evaluate(sum, scope, ctx)).toBe(5);
  });

  it('counts what a failed evaluation spent against its task, and names its own limit when it alone goes past it', () => {
    const task = new TaskOperationBudget(30);
    const sum = op('add', ref('vars', 'n'), lit(3)); // 7 operations
    // It fails on the text (an ExpressionError), after spending 5 operations the task keeps.
    expect(() => evaluate(op('add', lit(1), lit('x')), scope, { now: () => NOW, within: task })).toThrow(ExpressionError);
    for (let i = 0; i < 3; i++) expect(evaluate(sum, scope, { now: () => NOW, within: task })).toBe(5); // 5 + 21 = 26
    expect(() => evaluate(sum, scope, { now: () => NOW, within: task })).toThrow(TaskBudgetExceeded);
    // Once the task is past its budget, every further evaluation in it stops at its first operation.
    expect(() => evaluate(lit(1), scope, { now: () => NOW, within: task })).toThrow(TaskBudgetExceeded);
    const roomy = new TaskOperationBudget(1_000_000_000);
    const deep = new Array<number>(5_100_000).fill(0); // eq walks both params: over 10,000,000 operations
    expect(() => evaluate(op('eq', lit(deep), lit(deep)), scope, { now: () => NOW, within: roomy })).toThrow(OperationBudgetExceeded);
  });

  it('never throws anything but an ExpressionError, and is deterministic', () => {
    const literal = fc.jsonValue().map((value) => lit(value));
    const expression: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        literal,
        fc.array(fc.oneof(fc.constantFrom('fetch', 'trigger', 'vars', 'rows', 'title', 'n'), fc.nat(3)), { minLength: 1, maxLength: 4 }).map((path) => ({ type: 'reference', path })),
        fc.record({ type: fc.constant('operator'), operator: fc.constantFrom('add', 'concat', 'first', 'get', 'eq', 'length', 'if', 'toText', 'keys', 'sum'), params: fc.array(tie('node'), { maxLength: 3 }) }),
      ),
    })).node;
    fc.assert(
      fc.property(expression, (e) => {
        const parsed = Expression.parse(e);
        const once = attempt(() => evaluate(parsed, scope, ctx));
        expect(once.error === undefined || once.error instanceof ExpressionError).toBe(true);
        expect(attempt(() => evaluate(parsed, scope, ctx))).toEqual(once);
      }),
    );
  });
});

function attempt(fn: () => unknown): { value?: unknown; error?: unknown } {
  try {
    return { value: fn() };
  } catch (error) {
    return { error };
  }
}
