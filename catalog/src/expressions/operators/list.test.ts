import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.js';
import { MAX_RANGE_LENGTH } from './list.js';
import { call } from './test-call.js';

describe('list, count, append, concatLists', () => {
  it('list builds a list of its params', () => {
    expect(call('list', 1, 'a', null, [2])).toEqual([1, 'a', null, [2]]);
    expect(call('list')).toEqual([]);
  });

  it('count counts items', () => {
    expect(call('count', [1, null])).toBe(2);
    expect(call('count', [])).toBe(0);
    expect(() => call('count', 'abc')).toThrow('count: parameter 1 must be a List, got Text');
  });

  it('append adds values at the end, leaving the list as it was', () => {
    const list = [1];
    expect(call('append', list, 2, [3])).toEqual([1, 2, [3]]);
    expect(call('append', list)).toEqual([1]);
    expect(list).toEqual([1]);
    expect(() => call('append', null, 1)).toThrow('append: parameter 1 must be a List, got Null');
  });

  it('concatLists chains lists', () => {
    expect(call('concatLists', [1], [], [2, [3]])).toEqual([1, 2, [3]]);
    expect(call('concatLists')).toEqual([]);
    expect(() => call('concatLists', [1], null)).toThrow('concatLists: parameter 2 must be a List, got Null');
  });
});

describe('at, first, last, slice', () => {
  it('at counts from 0, and from the end when negative; null out of range', () => {
    expect(call('at', [1, 2, 3], 0)).toBe(1);
    expect(call('at', [1, 2, 3], -1)).toBe(3);
    expect(call('at', [1, 2, 3], -3)).toBe(1);
    expect(call('at', [1, 2, 3], 3)).toBeNull();
    expect(call('at', [1, 2, 3], -4)).toBeNull();
    expect(call('at', [], 0)).toBeNull();
    expect(() => call('at', [1], 0.5)).toThrow('at: parameter 2 must be a whole Number, got 0.5');
    expect(() => call('at', [1], null)).toThrow('at: parameter 2 must be a Number, got Null');
  });

  it('first and last; null for an empty list', () => {
    expect(call('first', [1, 2])).toBe(1);
    expect(call('last', [1, 2])).toBe(2);
    expect(call('first', [])).toBeNull();
    expect(call('last', [])).toBeNull();
    expect(() => call('first', 'abc')).toThrow('first: parameter 1 must be a List, got Text');
  });

  it('slice takes start (included) to end (excluded); negative positions count from the end', () => {
    expect(call('slice', [1, 2, 3, 4], 1, 3)).toEqual([2, 3]);
    expect(call('slice', [1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(call('slice', [1, 2, 3, 4], -2)).toEqual([3, 4]);
    expect(call('slice', [1, 2, 3, 4], 0, -1)).toEqual([1, 2, 3]);
    expect(call('slice', [], 0, 5)).toEqual([]);
    expect(() => call('slice', [1], '1')).toThrow('slice: parameter 2 must be a Number, got Text');
  });
});

describe('flatten, unique, reverse, compact', () => {
  it('flatten removes one level of nesting', () => {
    expect(call('flatten', [[1], [2, [3]], 4])).toEqual([1, 2, [3], 4]);
    expect(call('flatten', [])).toEqual([]);
  });

  it('unique keeps the first of deep-equal items, in order', () => {
    expect(call('unique', [2, 1, 2, 3, 1])).toEqual([2, 1, 3]);
    expect(call('unique', [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1 }])).toEqual([{ a: 1, b: 2 }, { a: 1 }]);
    expect(call('unique', [1, '1', null, null, [1], [1]])).toEqual([1, '1', null, [1]]);
    expect(call('unique', [])).toEqual([]);
  });

  it('reverse reverses a copy', () => {
    const list = [1, 2, 3];
    expect(call('reverse', list)).toEqual([3, 2, 1]);
    expect(list).toEqual([1, 2, 3]);
  });

  it('compact drops null only', () => {
    expect(call('compact', [0, null, '', false, undefined, [], {}])).toEqual([0, '', false, [], {}]);
    expect(() => call('compact', null)).toThrow('compact: parameter 1 must be a List, got Null');
  });

  it('reverse twice is the identity', () => {
    fc.assert(fc.property(fc.array(fc.jsonValue()), (list) => void expect(call('reverse', call('reverse', list))).toEqual(list)));
  });

  it('unique is idempotent and agrees with deep equality', () => {
    const lists = fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.dictionary(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 1 })), fc.jsonValue()));
    fc.assert(
      fc.property(lists, (list) => {
        const once = call('unique', list) as unknown[];
        expect(call('unique', once)).toEqual(once);
        expect(once).toEqual(list.filter((item, i) => list.findIndex((other) => deepEqual(other, item)) === i));
      }),
    );
  });
});

describe('pluck', () => {
  const rows = [{ p: { id: 1, tags: ['a'] } }, { p: { id: 2, tags: [] } }, {}, null];

  it('picks a path from every item, null where missing', () => {
    expect(call('pluck', rows, 'p', 'id')).toEqual([1, 2, null, null]);
    expect(call('pluck', rows, 'p', 'tags', 0)).toEqual(['a', null, null, null]);
    expect(call('pluck', rows, ['p', 'id'])).toEqual([1, 2, null, null]);
    expect(call('pluck', [[10, 20], [30]], 1)).toEqual([20, null]);
  });

  it('wants a list and text or whole number segments', () => {
    expect(() => call('pluck', rows, true)).toThrow('pluck: parameter 2 must be a Text or whole Number, got Boolean');
    expect(() => call('pluck', rows, 'p', 1.5)).toThrow('pluck: parameter 3 must be a Text or whole Number, got Number');
    expect(() => call('pluck', {}, 'p')).toThrow('pluck: parameter 1 must be a List, got Object');
    expect(() => call('pluck', rows)).toThrow('pluck: expects at least 2 parameters, got 1');
  });
});

describe('range', () => {
  it.each([
    [[0, 5], [0, 1, 2, 3, 4]],
    [[0, 5, 2], [0, 2, 4]],
    [[5, 0, -2], [5, 3, 1]],
    [[5, 0], []],
    [[0, 0], []],
    [[0, 5, -1], []],
    [[0, 1, 0.25], [0, 0.25, 0.5, 0.75]],
    [[-2, 1, null], [-2, -1, 0]],
  ])('range %j = %j', (params, result) => expect(call('range', ...params)).toEqual(result));

  it(`makes at most ${MAX_RANGE_LENGTH} items`, () => {
    expect(call('range', 0, MAX_RANGE_LENGTH)).toHaveLength(MAX_RANGE_LENGTH);
    expect(() => call('range', 0, 1e6)).toThrow('range: would make 1000000 items, more than 10000');
    expect(() => call('range', 0, 1, 1e-300)).toThrow('range: would make');
  });

  it('refuses a step of 0 and non-numbers', () => {
    expect(() => call('range', 0, 5, 0)).toThrow('range: parameter 3 must not be 0');
    expect(() => call('range', 0, '5')).toThrow('range: parameter 2 must be a Number, got Text');
  });

  it('has ceil((end − start) / step) items', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), fc.integer({ min: 1, max: 7 }), (start, end, step) => {
        expect(call('range', start, end, step)).toHaveLength(Math.max(0, Math.ceil((end - start) / step)));
      }),
    );
  });
});
