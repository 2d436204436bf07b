import { describe, expect, it } from 'vitest';
import { lit, NOW, op, ref, scopeOf } from '../expressions/test-helpers.js';
import type { Expression } from '../flow/expression.js';
import type { PureUtilityId } from '../flow/utility-ids.js';
import { OperationBudget, OperationBudgetExceeded } from '../expressions/operation-budget.js';
import { runPureUtility } from './run-pure-utility.js';

const products = [
  { sku: 'a', price: 30, brand: 'X' },
  { sku: 'b', price: 10, brand: 'Y' },
  { sku: 'c', price: null, brand: 'X' },
  { sku: 'd', price: 20, brand: 'X' },
];
const scope = scopeOf({ fetch: products, stock: [{ sku: 'a', qty: 1 }, { sku: 'a', qty: 2 }, { sku: 'd', qty: 0 }] });
const use = (utility: PureUtilityId, input: Record<string, Expression>) => runPureUtility(utility, input, scope, { now: () => NOW });

describe('pure utilities', () => {
  it('filter, find and transform evaluate per item with item and index', () => {
    expect(use('filter', { list: ref('fetch'), condition: op('gt', op('coalesce', ref('item', 'price'), lit(0)), lit(15)) })).toEqual([products[0], products[3]]);
    expect(use('find', { list: ref('fetch'), condition: op('eq', ref('item', 'brand'), lit('Y')) })).toEqual(products[1]);
    expect(use('find', { list: ref('fetch'), condition: op('eq', ref('item', 'brand'), lit('Z')) })).toBeNull();
    expect(use('transform', { list: ref('fetch'), mapping: op('concat', ref('index'), lit(':'), ref('item', 'sku')) })).toEqual(['0:a', '1:b', '2:c', '3:d']);
  });

  it('sort by a path, nulls last in both directions, stable', () => {
    const skus = (list: unknown) => (list as { sku: string }[]).map((p) => p.sku);
    expect(skus(use('sort', { list: ref('fetch'), by: lit(['price']), direction: lit('ascending') }))).toEqual(['b', 'd', 'a', 'c']);
    expect(skus(use('sort', { list: ref('fetch'), by: lit(['price']), direction: lit('descending') }))).toEqual(['a', 'd', 'b', 'c']);
    expect(skus(use('sort', { list: ref('fetch'), by: lit('brand') }))).toEqual(['a', 'c', 'd', 'b']);
    expect(() => use('sort', { list: ref('fetch'), direction: lit('up') })).toThrow('sort: direction must be one of ascending, descending, got "up"');
  });

  it('group, limit and join', () => {
    expect(use('group', { list: ref('fetch'), by: ref('item', 'brand') })).toEqual([
      { key: 'X', items: [products[0], products[2], products[3]] },
      { key: 'Y', items: [products[1]] },
    ]);
    expect(use('limit', { list: ref('fetch'), count: lit(2), offset: lit(1) })).toEqual([products[1], products[2]]);
    expect(use('limit', { list: ref('fetch'), count: lit(0) })).toEqual([]);
    expect(() => use('limit', { list: ref('fetch'), count: lit(-1) })).toThrow('limit: count must be a whole number of at least 0, got Number');
    const join = (mode: string) => use('join', { left: ref('fetch'), right: ref('stock'), leftKey: ref('item', 'sku'), rightKey: ref('item', 'sku'), mode: lit(mode) }) as { left: { sku: string }; right: unknown }[];
    expect(join('inner').map((p) => [p.left.sku, p.right])).toEqual([
      ['a', { sku: 'a', qty: 1 }],
      ['a', { sku: 'a', qty: 2 }],
      ['d', { sku: 'd', qty: 0 }],
    ]);
    expect(join('left').map((p) => [p.left.sku, p.right === null])).toEqual([['a', false], ['a', false], ['b', true], ['c', true], ['d', false]]);
  });

  it('variable checks and brings the value to its type; comment gives null', () => {
    expect(use('variable', { name: lit('limit'), valueType: lit('number'), value: lit('42') })).toBe(42);
    expect(use('variable', { name: lit('t'), valueType: lit('text'), value: lit(5) })).toBe('5');
    expect(() => use('variable', { name: lit('d'), valueType: lit('date'), value: lit('soon') })).toThrow('variable: value must be a Date, got Text');
    expect(() => use('variable', { name: lit('l'), valueType: lit('list'), value: lit({}) })).toThrow('variable: value must be a List, got Object');
    expect(use('variableV1', { name: lit('x'), value: lit({ any: 1 }) })).toEqual({ any: 1 });
    expect(use('comment', { text: lit('just a note') })).toBeNull();
  });

  it('says what is wrong with the list input', () => {
    expect(() => use('filter', { list: lit('abc'), condition: lit(true) })).toThrow('filter: list must be a List, got Text');
    expect(use('filter', { list: lit(null), condition: lit(true) })).toEqual([]);
  });

  it('spends one operation budget over all the items of a step', () => {
    const numbers = scopeOf({ numbers: Array.from({ length: 5000 }, (_, i) => i) });
    const mapping = { list: ref('numbers'), mapping: op('add', ref('item'), lit(1)) };
    const budget = (limit: number) => ({ now: () => NOW, budget: new OperationBudget(limit) });
    expect(runPureUtility('transform', mapping, numbers, budget(100_000))).toHaveLength(5000);
    // Each item's expression is small, but 5,000 of them are not.
    expect(() => runPureUtility('transform', mapping, numbers, budget(20_000))).toThrow(OperationBudgetExceeded);
    expect(() => runPureUtility('sort', { list: ref('numbers') }, numbers, budget(20_000))).toThrow(OperationBudgetExceeded);
  });
});
