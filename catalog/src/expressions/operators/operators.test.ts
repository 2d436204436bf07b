import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operatorNames } from '../../flow/operator-names.js';
import { run } from '../test-helpers.js';
import { operators } from './index.js';

describe('the operator table', () => {
  it('implements every operator of the fixed set', () => {
    expect(Object.keys(operators).sort()).toEqual([...operatorNames].sort());
  });
});

describe('logic', () => {
  it('and, or, not, if, coalesce', () => {
    expect(run('and', true, true, false)).toBe(false);
    expect(run('or', false, null, true)).toBe(true);
    expect(run('not', null)).toBe(true);
    expect(run('if', true, 'a', 'b')).toBe('a');
    expect(run('if', false, 'a', 'b')).toBe('b');
    expect(run('coalesce', null, null, 0, 1)).toBe(0);
    expect(run('coalesce', null)).toBeNull();
  });
  it('names the operator, the parameter and both types', () => {
    expect(() => run('and', true, 'yes')).toThrow('and: parameter 2 must be a Boolean, got Text');
    expect(() => run('if', true, 1)).toThrow('if: expects 3 parameters, got 2');
  });
});

describe('relation', () => {
  it('deep equality and order of numbers, texts and dates', () => {
    expect(run('eq', { a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(run('ne', [1], [1, 2])).toBe(true);
    expect(run('lt', 1, 2)).toBe(true);
    expect(run('gte', 'b', 'a')).toBe(true);
    expect(run('lt', '2026-01-01T10:00:00+02:00', '2026-01-01T09:00:00Z')).toBe(true);
    expect(() => run('lt', 1, 'x')).toThrow('lt: parameter 2 must be a Number, got Text');
    expect(() => run('gt', null, 1)).toThrow('gt: parameter 1 must be a Number, Text or Date, got Null');
  });
  it('membership, texts and emptiness', () => {
    expect(run('in', { id: 1 }, [{ id: 1 }])).toBe(true);
    expect(run('contains', 'sneaker', 'eak')).toBe(true);
    expect(run('contains', [1, 2], 3)).toBe(false);
    expect(() => run('contains', 5, 1)).toThrow('contains: parameter 1 must be a Text or List, got Number');
    expect(run('startsWith', 'SKU-1', 'SKU')).toBe(true);
    expect(run('endsWith', 'a.csv', '.csv')).toBe(true);
    expect(run('matches', 'Order 123', '\\d+$')).toBe(true);
    expect(run('matches', 'ABC', 'abc', 'i')).toBe(true);
    expect(() => run('matches', 'x', '(')).toThrow('matches: parameter 2 is not a valid regular expression: (');
    for (const empty of [null, '', [], {}]) expect(run('isEmpty', empty)).toBe(true);
    expect(run('isNotEmpty', [0])).toBe(true);
    expect(run('isNull', 0)).toBe(false);
  });
});

describe('math', () => {
  it('arithmetic, rounding and aggregates', () => {
    expect(run('add', 1, 2, 3)).toBe(6);
    expect(run('subtract', 10, 4)).toBe(6);
    expect(run('multiply', 2, 3, 4)).toBe(24);
    expect(run('divide', 7, 2)).toBe(3.5);
    expect(run('modulo', 7, 3)).toBe(1);
    expect(run('power', 2, 10)).toBe(1024);
    expect(run('round', 2.345, 2)).toBe(2.35);
    expect(run('round', -2.5)).toBe(-3);
    expect(run('floor', 2.7)).toBe(2);
    expect(run('ceil', 2.1)).toBe(3);
    expect(run('abs', -4)).toBe(4);
    expect(run('min', 3, 1, 2)).toBe(1);
    expect(run('max', [3, 9, 2])).toBe(9);
    expect(run('max', [])).toBeNull();
    expect(run('sum', [1, 2, 3.5])).toBe(6.5);
    expect(run('sum', [])).toBe(0);
    expect(run('average', [2, 4])).toBe(3);
    expect(run('average', [])).toBeNull();
    expect(run('microsToUnits', 1_500_000)).toBe(1.5);
    expect(run('unitsToMicros', 0.1234567)).toBe(123457);
  });
  it('refuses division by zero and wrong types', () => {
    expect(() => run('divide', 1, 0)).toThrow('divide: division by zero');
    expect(() => run('modulo', 1, 0)).toThrow('modulo: division by zero');
    expect(() => run('add', 1, '2')).toThrow('add: parameter 2 must be a Number, got Text');
    expect(() => run('add', 1, null)).toThrow('add: parameter 2 must be a Number, got Null');
    expect(() => run('sum', [1, 'x'])).toThrow('sum: parameter 1 must be a List of Numbers, item 2 is Text');
    expect(() => run('add', 1)).toThrow('add: expects at least 2 parameters, got 1');
  });
  it('adds commutatively and multiplies associatively on integers', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (a, b) => run('add', a, b) === run('add', b, a)));
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (a, b, c) =>
        run('multiply', run('multiply', a, b), c) === run('multiply', a, run('multiply', b, c)),
      ),
    );
  });
});

describe('string', () => {
  it('builds and takes apart texts', () => {
    expect(run('concat', 'a', 1, null, true, [1])).toBe('a1true[1]');
    expect(run('lower', 'ÄB')).toBe('äb');
    expect(run('upper', 'ab')).toBe('AB');
    expect(run('trim', '  x ')).toBe('x');
    expect(run('replace', 'a.b.c', '.', '-')).toBe('a-b-c');
    expect(run('split', 'a,b', ',')).toEqual(['a', 'b']);
    expect(run('join', ['a', 1, null], '|')).toBe('a|1|');
    expect(run('substring', 'abcdef', 1, 3)).toBe('bc');
    expect(run('substring', 'abcdef', 4)).toBe('ef');
    expect(run('length', 'abc')).toBe(3);
    expect(run('length', [1, 2])).toBe(2);
    expect(run('length', { a: 1 })).toBe(1);
    expect(run('padStart', '7', 3, '0')).toBe('007');
    expect(run('toText', { a: 1 })).toBe('{"a":1}');
    expect(run('toText', null)).toBe('');
  });
  it('names wrong types', () => {
    expect(() => run('lower', 5)).toThrow('lower: parameter 1 must be a Text, got Number');
    expect(() => run('length', 5)).toThrow('length: parameter 1 must be a Text, List or Object, got Number');
  });
});

describe('list', () => {
  it('builds, picks and reshapes lists', () => {
    expect(run('list', 1, 'a')).toEqual([1, 'a']);
    expect(run('at', [1, 2, 3], -1)).toBe(3);
    expect(run('at', [1, 2, 3], 5)).toBeNull();
    expect(run('first', [])).toBeNull();
    expect(run('last', [1, 2])).toBe(2);
    expect(run('slice', [1, 2, 3, 4], 1, 3)).toEqual([2, 3]);
    expect(run('flatten', [[1], [2, [3]]])).toEqual([1, 2, [3]]);
    expect(run('unique', [{ a: 1 }, { a: 1 }, 2])).toEqual([{ a: 1 }, 2]);
    expect(run('reverse', [1, 2])).toEqual([2, 1]);
    expect(run('pluck', [{ p: { id: 1 } }, {}], 'p', 'id')).toEqual([1, null]);
    expect(run('compact', [0, null, '', false])).toEqual([0, '', false]);
    expect(run('count', [])).toBe(0);
    expect(run('range', 0, 5, 2)).toEqual([0, 2, 4]);
    expect(run('range', 3, 0)).toEqual([3, 2, 1]);
    expect(run('append', [1], 2, 3)).toEqual([1, 2, 3]);
    expect(run('concatLists', [1], [], [2])).toEqual([1, 2]);
  });
  it('names wrong types and refuses huge ranges', () => {
    expect(() => run('first', 'abc')).toThrow('first: parameter 1 must be a List, got Text');
    expect(() => run('range', 0, 1e6)).toThrow('range: would make 1000000 items, more than 10000');
  });
  it('reverse twice and unique twice change nothing more', () => {
    fc.assert(fc.property(fc.array(fc.jsonValue()), (list) => void expect(run('reverse', run('reverse', list))).toEqual(list)));
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 })), (list) => void expect(run('unique', run('unique', list))).toEqual(run('unique', list))));
  });
});

describe('object', () => {
  it('reads, lists, merges and sets', () => {
    const o = { a: { b: [10, 20] }, c: 1 };
    expect(run('get', o, 'a', 'b', 1)).toBe(20);
    expect(run('get', o, 'x', 'y')).toBeNull();
    expect(run('keys', o)).toEqual(['a', 'c']);
    expect(run('values', { x: 1 })).toEqual([1]);
    expect(run('entries', { x: 1 })).toEqual([{ key: 'x', value: 1 }]);
    expect(run('fromEntries', [{ key: 'x', value: 1 }, ['y', 2]])).toEqual({ x: 1, y: 2 });
    expect(run('merge', { a: 1 }, null, { b: 2, a: 3 })).toEqual({ a: 3, b: 2 });
    expect(run('pick', o, 'c', 'nope')).toEqual({ c: 1 });
    expect(run('omit', o, 'a')).toEqual({ c: 1 });
    expect(run('set', o, 'a', 'b', 0, 99)).toEqual({ a: { b: [99, 20] }, c: 1 });
    expect(run('set', {}, 'x', 'y', true)).toEqual({ x: { y: true } });
    expect(o.a.b[0]).toBe(10); // `set` copies
  });
  it('names wrong types', () => {
    expect(() => run('keys', [1])).toThrow('keys: parameter 1 must be a Object, got List');
    expect(() => run('fromEntries', [5])).toThrow('fromEntries: item 1 of parameter 1 must be { key, value } or [key, value]');
  });
});

describe('date-time', () => {
  it('uses the run clock, parses and formats', () => {
    expect(run('now')).toBe('2026-03-15T10:30:00.000Z');
    expect(run('parseDate', '24.12.2026', 'dd.MM.yyyy')).toBe('2026-12-24T00:00:00.000Z');
    expect(run('parseDate', '2026-12-24T10:00:00+01:00')).toBe('2026-12-24T09:00:00.000Z');
    expect(() => run('parseDate', '31.02.2026', 'dd.MM.yyyy')).toThrow('parseDate: "31.02.2026" is not a date in the format dd.MM.yyyy');
    expect(run('formatDate', '2026-12-24T09:00:00Z', 'yyyy-MM-dd HH:mm')).toBe('2026-12-24 09:00');
    expect(run('formatDate', '2026-12-24T09:00:00Z', 'HH:mm', 'Europe/Berlin')).toBe('10:00');
    expect(() => run('formatDate', '2026-12-24T09:00:00Z', 'HH', 'Mars/Base')).toThrow('formatDate: parameter 3 is not a time zone: Mars/Base');
  });
  it('adds durations with month ends clamped', () => {
    expect(run('addDuration', '2026-01-31T00:00:00Z', 'P1M')).toBe('2026-02-28T00:00:00.000Z');
    expect(run('addDuration', '2028-01-31T00:00:00Z', 'P1M')).toBe('2028-02-29T00:00:00.000Z');
    expect(run('subtractDuration', '2026-03-01T00:00:00Z', 'PT1H')).toBe('2026-02-28T23:00:00.000Z');
    expect(() => run('addDuration', '2026-01-01T00:00:00Z', 'one day')).toThrow('addDuration: parameter 2: Invalid Duration "one day"');
  });
  it('measures differences and finds boundaries, across a DST change', () => {
    expect(run('diff', '2026-01-01T00:00:00Z', '2026-01-03T12:00:00Z', 'days')).toBe(2.5);
    expect(run('diff', '2026-01-31T00:00:00Z', '2026-03-31T00:00:00Z', 'months')).toBe(2);
    expect(run('startOf', '2026-03-18T15:00:00Z', 'week')).toBe('2026-03-16T00:00:00.000Z');
    expect(run('endOf', '2026-02-10T00:00:00Z', 'month')).toBe('2026-02-28T23:59:59.999Z');
    // Berlin moves to summer time on 2026-03-29: that day has 23 hours.
    expect(run('startOf', '2026-03-29T12:00:00Z', 'day', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(run('endOf', '2026-03-29T12:00:00Z', 'day', 'Europe/Berlin')).toBe('2026-03-29T21:59:59.999Z');
    expect(() => run('startOf', '2026-03-29T12:00:00Z', 'fortnight')).toThrow('startOf: parameter 2 must be one of minute, hour, day, week, month, quarter, year, got "fortnight"');
  });
  it('computes relative timeframes from the run clock', () => {
    expect(run('timeframe', { amount: 7, unit: 'days', direction: 'ago' })).toEqual({ start: '2026-03-08T00:00:00.000Z', end: '2026-03-15T00:00:00.000Z' });
    expect(run('timeframe', { amount: 2, unit: 'hours', direction: 'ago' })).toEqual({ start: '2026-03-15T08:30:00.000Z', end: '2026-03-15T10:30:00.000Z' });
    expect(run('timeframe', { amount: 1, unit: 'months', direction: 'fromNow' })).toEqual({ start: '2026-04-01T00:00:00.000Z', end: '2026-05-01T00:00:00.000Z' });
    expect(run('timeframe', { amount: 1, unit: 'weeksStartingSunday', direction: 'ago' })).toEqual({ start: '2026-03-08T00:00:00.000Z', end: '2026-03-15T00:00:00.000Z' });
    expect(run('timeframe', { amount: 1, unit: 'quarters', direction: 'ago', shift: { amount: -1, unit: 'years' } })).toEqual({
      start: '2024-10-01T00:00:00.000Z',
      end: '2025-01-01T00:00:00.000Z',
    });
    expect(() => run('timeframe', { amount: 0, unit: 'days', direction: 'ago' })).toThrow('timeframe: parameter 1 must be a relative timeframe: amount: The amount must be at least 1');
  });
  it('adding and then subtracting a day or less returns the instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), fc.integer({ min: 0, max: 86_400 }), (date, seconds) => {
        const start = date.toISOString();
        const there = run('addDuration', start, `PT${seconds}S`);
        expect(run('subtractDuration', there, `PT${seconds}S`)).toBe(start);
      }),
    );
  });
});

describe('conversion', () => {
  it('converts between kinds', () => {
    expect(run('toNumber', ' 42.5 ')).toBe(42.5);
    expect(run('toNumber', true)).toBe(1);
    expect(() => run('toNumber', 'abc')).toThrow('toNumber: cannot turn Text "abc" into a Number');
    expect(run('toInteger', '-3.9')).toBe(-3);
    expect(run('toBoolean', 'Yes')).toBe(true);
    expect(run('toBoolean', 0)).toBe(false);
    expect(() => run('toBoolean', 'maybe')).toThrow('toBoolean: cannot turn Text "maybe" into a Boolean');
    expect(run('toDate', 0)).toBe('1970-01-01T00:00:00.000Z');
    expect(run('toDate', '2026-01-01T01:00:00+01:00')).toBe('2026-01-01T00:00:00.000Z');
    expect(run('parseJson', '{"a":[1]}')).toEqual({ a: [1] });
    expect(() => run('parseJson', '{a')).toThrow('parseJson: Invalid JSON');
    expect(run('toJson', { a: 1 })).toBe('{"a":1}');
    expect(run('typeOf', [])).toBe('List');
    expect(run('typeOf', null)).toBe('Null');
  });
  it('toJson then parseJson gives the value back', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void expect(run('parseJson', run('toJson', value))).toEqual(JSON.parse(JSON.stringify(value)))));
  });
});
