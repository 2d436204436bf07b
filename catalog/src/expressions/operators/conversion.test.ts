import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from './test-call.js';

describe('toNumber, toInteger', () => {
  it.each([
    [42, 42],
    [' 42.5 ', 42.5],
    ['-1', -1],
    ['+.5', 0.5],
    ['1e3', 1000],
    ['007', 7],
    [true, 1],
    [false, 0],
  ])('toNumber(%j) = %s', (value, result) => expect(call('toNumber', value)).toBe(result));

  it.each(['abc', '', ' ', '1,5', '1 000', '0x10', 'Infinity', 'NaN', '1e999', '12px'])('toNumber(%j) fails', (text) => {
    expect(() => call('toNumber', text)).toThrow(`toNumber: cannot turn Text "${text}" into a Number`);
  });

  it('toNumber names kinds it cannot convert', () => {
    expect(() => call('toNumber', null)).toThrow('toNumber: parameter 1 must be a Number, Text or Boolean, got Null');
    expect(() => call('toNumber', [1])).toThrow('toNumber: parameter 1 must be a Number, Text or Boolean, got List');
  });

  it('toInteger truncates toward zero', () => {
    expect(call('toInteger', '-3.9')).toBe(-3);
    expect(call('toInteger', 3.9)).toBe(3);
    expect(call('toInteger', true)).toBe(1);
    expect(Object.is(call('toInteger', -0.5), 0)).toBe(true);
    expect(() => call('toInteger', 'x')).toThrow('toInteger: cannot turn Text "x" into a Number');
  });

  it('toNumber reads back what toText wrote', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => call('toNumber', call('toText', n)) === n));
  });
});

describe('toBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    [' TRUE ', true],
    ['Yes', true],
    ['1', true],
    ['false', false],
    ['no', false],
    ['0', false],
    [1, true],
    [-0.5, true],
    [0, false],
  ])('toBoolean(%j) = %s', (value, result) => expect(call('toBoolean', value)).toBe(result));

  it('fails for other texts and kinds', () => {
    expect(() => call('toBoolean', 'maybe')).toThrow('toBoolean: cannot turn Text "maybe" into a Boolean');
    expect(() => call('toBoolean', '')).toThrow('toBoolean: cannot turn Text "" into a Boolean');
    expect(() => call('toBoolean', null)).toThrow('toBoolean: parameter 1 must be a Boolean, Number or Text, got Null');
  });
});

describe('toDate', () => {
  it('reads ISO-8601 texts and epoch milliseconds', () => {
    expect(call('toDate', 0)).toBe('1970-01-01T00:00:00.000Z');
    expect(call('toDate', 1_773_570_600_000)).toBe('2026-03-15T10:30:00.000Z');
    expect(call('toDate', '2026-01-01T01:00:00+01:00')).toBe('2026-01-01T00:00:00.000Z');
    expect(call('toDate', '2026-01-01')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('fails for what is not a date', () => {
    expect(() => call('toDate', 'soon')).toThrow('toDate: parameter 1 must be an ISO-8601 date, got "soon"');
    expect(() => call('toDate', 1e20)).toThrow('toDate: cannot turn 100000000000000000000 into a Date');
    expect(() => call('toDate', true)).toThrow('toDate: parameter 1 must be a Text or Number, got Boolean');
  });
});

describe('parseJson, toJson', () => {
  it('parse and write JSON', () => {
    expect(call('parseJson', '{"a":[1,null]}')).toEqual({ a: [1, null] });
    expect(call('parseJson', ' 5 ')).toBe(5);
    expect(call('toJson', { a: 1, b: [true] })).toBe('{"a":1,"b":[true]}');
    expect(call('toJson', 'x')).toBe('"x"');
    expect(call('toJson', null)).toBe('null');
  });

  it('parseJson refuses what is not JSON', () => {
    expect(() => call('parseJson', '{a')).toThrow('parseJson: Invalid JSON');
    expect(() => call('parseJson', '')).toThrow('parseJson: Invalid JSON');
    expect(() => call('parseJson', { a: 1 })).toThrow('parseJson: parameter 1 must be a Text, got Object');
  });

  it('toJson then parseJson gives the value back', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void expect(call('parseJson', call('toJson', value))).toEqual(JSON.parse(JSON.stringify(value)))));
  });
});

describe('typeOf', () => {
  it.each([
    [null, 'Null'],
    [undefined, 'Null'],
    [1.5, 'Number'],
    ['2026-01-01', 'Text'],
    [false, 'Boolean'],
    [[], 'List'],
    [{}, 'Object'],
  ])('typeOf(%j) = %s', (value, kind) => expect(call('typeOf', value)).toBe(kind));

  it('takes one param', () => {
    expect(() => call('typeOf')).toThrow('typeOf: expects 1 parameter, got 0');
  });
});
