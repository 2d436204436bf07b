import { describe, expect, it } from 'vitest';
import { OperationBudget, OperationBudgetExceeded } from '../operation-budget.js';
import { NOW } from '../test-helpers.js';
import { operators } from './index.js';
import { call } from './test-call.js';

describe('eq, ne', () => {
  it('compare deeply, whatever the order of object keys', () => {
    expect(call('eq', { a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(call('eq', [1, 2], [2, 1])).toBe(false);
    expect(call('eq', null, null)).toBe(true);
    expect(call('eq', null, undefined)).toBe(true);
    expect(call('eq', 1, '1')).toBe(false);
    expect(call('eq', {}, [])).toBe(false);
    expect(call('ne', [1], [1, 2])).toBe(true);
    expect(call('ne', 'a', 'a')).toBe(false);
  });

  it('take exactly two params', () => {
    expect(() => call('eq', 1)).toThrow('eq: expects 2 parameters, got 1');
  });
});

describe('lt, lte, gt, gte', () => {
  it('order numbers', () => {
    expect(call('lt', 1, 2)).toBe(true);
    expect(call('lte', 2, 2)).toBe(true);
    expect(call('gt', -1, 2)).toBe(false);
    expect(call('gte', 2.5, 2)).toBe(true);
  });

  it('order texts by code unit, independent of any locale', () => {
    expect(call('gt', 'b', 'a')).toBe(true);
    expect(call('lt', 'B', 'a')).toBe(true);
    expect(call('lt', 'a', 'ab')).toBe(true);
    expect(call('gte', '', '')).toBe(true);
  });

  it('order two ISO dates as instants, whatever their offsets', () => {
    expect(call('lt', '2026-01-01T10:00:00+02:00', '2026-01-01T09:00:00Z')).toBe(true);
    expect(call('gt', '2026-01-01T10:00:00.000+02:00', '2026-01-01T07:59:59Z')).toBe(true);
    expect(call('lte', '2026-01-01', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(call('gte', '2026-01-01', '2026-01-01T00:00:00.000Z')).toBe(true);
    // Not both dates: compared as texts.
    expect(call('lt', '2026-01-01', 'tomorrow')).toBe(true);
  });

  it('refuse kinds that do not match, or cannot be ordered', () => {
    expect(() => call('lt', 1, 'x')).toThrow('lt: parameter 2 must be a Number, got Text');
    expect(() => call('lte', 'x', 1)).toThrow('lte: parameter 2 must be a Text, got Number');
    expect(() => call('gte', '2026-01-01', null)).toThrow('gte: parameter 2 must be a Date, got Null');
    expect(() => call('gt', null, 1)).toThrow('gt: parameter 1 must be a Number, Text or Date, got Null');
    expect(() => call('lt', true, false)).toThrow('lt: parameter 1 must be a Number, Text or Date, got Boolean');
    expect(() => call('lt', 1, 2, 3)).toThrow('lt: expects 2 parameters, got 3');
  });
});

describe('in, contains', () => {
  it('in finds a value in a list, deeply', () => {
    expect(call('in', { id: 1 }, [{ id: 2 }, { id: 1 }])).toBe(true);
    expect(call('in', 3, [1, 2])).toBe(false);
    expect(call('in', null, [null])).toBe(true);
    expect(call('in', 1, [])).toBe(false);
    expect(() => call('in', 'a', 'abc')).toThrow('in: parameter 2 must be a List, got Text');
  });

  it('contains looks into a text or a list', () => {
    expect(call('contains', 'sneaker', 'eak')).toBe(true);
    expect(call('contains', 'sneaker', '')).toBe(true);
    expect(call('contains', 'sneaker', 'EAK')).toBe(false);
    expect(call('contains', [1, [2]], [2])).toBe(true);
    expect(call('contains', [], 1)).toBe(false);
    expect(() => call('contains', 'abc', 1)).toThrow('contains: parameter 2 must be a Text, got Number');
    expect(() => call('contains', 5, 1)).toThrow('contains: parameter 1 must be a Text or List, got Number');
    expect(() => call('contains', null, 'a')).toThrow('contains: parameter 1 must be a Text or List, got Null');
  });
});

describe('startsWith, endsWith', () => {
  it('test the ends of a text', () => {
    expect(call('startsWith', 'SKU-1', 'SKU')).toBe(true);
    expect(call('startsWith', 'SKU-1', 'sku')).toBe(false);
    expect(call('endsWith', 'a.csv', '.csv')).toBe(true);
    expect(call('endsWith', 'a.csv', '')).toBe(true);
  });

  it('want texts', () => {
    expect(() => call('startsWith', null, 'a')).toThrow('startsWith: parameter 1 must be a Text, got Null');
    expect(() => call('endsWith', 'a', 1)).toThrow('endsWith: parameter 2 must be a Text, got Number');
  });
});

describe('matches', () => {
  it('tests a text against a regular expression, with optional flags', () => {
    expect(call('matches', 'Order 123', '\\d+$')).toBe(true);
    expect(call('matches', 'Order', '^\\d+$')).toBe(false);
    expect(call('matches', 'ABC', 'abc', 'i')).toBe(true);
    expect(call('matches', 'ABC', 'abc', null)).toBe(false);
    expect(call('matches', 'a\nb', '^b$', 'm')).toBe(true);
  });

  it('gives the same answer every time, even with the stateful g flag', () => {
    expect([1, 2, 3].map(() => call('matches', 'abc', 'b', 'g'))).toEqual([true, true, true]);
  });

  it('refuses an invalid pattern or flags', () => {
    expect(() => call('matches', 'x', '(')).toThrow('matches: parameter 2 is not a valid regular expression: (');
    expect(() => call('matches', 'x', '[a-')).toThrow('matches: parameter 2 is not a valid regular expression: [a-');
    expect(() => call('matches', 'x', 'x', 'zz')).toThrow('matches: parameter 3 must be regular expression flags, got "zz"');
    expect(() => call('matches', 5, 'x')).toThrow('matches: parameter 1 must be a Text, got Number');
    expect(() => call('matches', 'x')).toThrow('matches: expects 2 to 3 parameters, got 1');
  });

  it('runs in linear time: a pattern that backtracks for minutes in JavaScript answers at once', () => {
    expect(call('matches', `${'a'.repeat(34)}!`, '^(a+)+$')).toBe(false);
    expect(call('matches', `${'a'.repeat(100_000)}!`, '^(a|aa)+$')).toBe(false);
    expect(call('matches', 'a'.repeat(34), '^(a+)+$')).toBe(true);
  });

  it('keeps the JavaScript reading of patterns and flags', () => {
    expect(call('matches', 'SKU-0042', '^(?<prefix>[A-Z]+)-\\d{4}$')).toBe(true);
    expect(call('matches', 'A', '\\u0041')).toBe(true);
    expect(call('matches', 'x/y', 'x\\/y')).toBe(true);
    expect(call('matches', 'a\nb', 'a.b')).toBe(false);
    expect(call('matches', 'a\nb', 'a.b', 's')).toBe(true);
    expect(call('matches', 'a\nb', '[^]b')).toBe(true);
    expect(call('matches', 'xab', 'ab', 'y')).toBe(false);
    expect(call('matches', 'abx', 'ab', 'y')).toBe(true);
    expect(call('matches', 'x\nab', '^ab', 'my')).toBe(false);
    expect(call('matches', 'Straße', '^\\p{L}+$', 'u')).toBe(true);
  });

  it('refuses backreferences and lookaround with a message that says why', () => {
    const why = 'which is not supported (flows run regular expressions in linear time, without backreferences, lookahead or lookbehind)';
    expect(() => call('matches', 'aa', '(a)\\1')).toThrow(`matches: parameter 2 uses a backreference (\\1), ${why}: (a)\\1`);
    expect(() => call('matches', 'aa', '(?<c>a)\\k<c>')).toThrow(`matches: parameter 2 uses a named backreference (\\k<…>), ${why}`);
    expect(() => call('matches', 'ab', 'a(?=b)')).toThrow(`matches: parameter 2 uses lookahead ((?=), ${why}`);
    expect(() => call('matches', 'ab', 'a(?!c)')).toThrow(`matches: parameter 2 uses lookahead ((?!), ${why}`);
    expect(() => call('matches', 'ab', '(?<=a)b')).toThrow(`matches: parameter 2 uses lookbehind ((?<=), ${why}`);
    expect(() => call('matches', 'ab', '(?<!c)b')).toThrow(`matches: parameter 2 uses lookbehind ((?<!), ${why}`);
    // Inside a character class these are plain characters.
    expect(call('matches', '?=', '[(?=]+')).toBe(true);
    expect(() => call('matches', 'x', '[\\b]')).toThrow(/^matches: parameter 2 uses syntax that is not supported \(invalid escape sequence: `\\b`; flows run/);
  });

  it('spends the evaluation budget in proportion to the text', () => {
    const budget = new OperationBudget(250);
    expect(operators.matches(['a'.repeat(900), 'b'], { now: () => NOW, budget })).toBe(false);
    expect(() => operators.matches(['a'.repeat(200), 'b'], { now: () => NOW, budget })).toThrow(OperationBudgetExceeded);
  });
});

describe('isEmpty, isNotEmpty, isNull', () => {
  it.each([null, undefined, '', [], {}])('%j is empty', (value) => {
    expect(call('isEmpty', value)).toBe(true);
    expect(call('isNotEmpty', value)).toBe(false);
  });

  it.each([0, false, ' ', [null], { a: null }])('%j is not empty', (value) => {
    expect(call('isEmpty', value)).toBe(false);
    expect(call('isNotEmpty', value)).toBe(true);
  });

  it('isNull is true for null only', () => {
    expect(call('isNull', null)).toBe(true);
    expect(call('isNull', undefined)).toBe(true);
    expect(call('isNull', 0)).toBe(false);
    expect(call('isNull', '')).toBe(false);
    expect(() => call('isNull')).toThrow('isNull: expects 1 parameter, got 0');
    expect(() => call('isNull', 1, 2)).toThrow('isNull: expects 1 parameter, got 2');
  });
});
