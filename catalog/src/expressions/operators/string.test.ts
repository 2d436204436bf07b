import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAD_LENGTH } from './string.js';
import { call } from './test-call.js';

describe('concat, toText', () => {
  it('concat joins any values as text, null as nothing', () => {
    expect(call('concat', 'a', 1, null, true, 2.5)).toBe('a1true2.5');
    expect(call('concat', 'list: ', [1, 'a'], ' object: ', { a: 1 })).toBe('list: [1,"a"] object: {"a":1}');
    expect(call('concat')).toBe('');
    expect(call('concat', null, undefined)).toBe('');
  });

  it('toText writes any value as text', () => {
    expect(call('toText', 'x')).toBe('x');
    expect(call('toText', 42)).toBe('42');
    expect(call('toText', -0.5)).toBe('-0.5');
    expect(call('toText', false)).toBe('false');
    expect(call('toText', null)).toBe('');
    expect(call('toText', { a: [1] })).toBe('{"a":[1]}');
    expect(() => call('toText', 1, 2)).toThrow('toText: expects 1 parameter, got 2');
  });
});

describe('lower, upper, trim', () => {
  it('change case (locale-independent) and trim white space', () => {
    expect(call('lower', 'ÄB')).toBe('äb');
    expect(call('upper', 'straße')).toBe('STRASSE');
    expect(call('upper', 'i')).toBe('I');
    expect(call('trim', ' \t x y \n')).toBe('x y');
    expect(call('trim', '')).toBe('');
  });

  it('want a text', () => {
    expect(() => call('lower', 5)).toThrow('lower: parameter 1 must be a Text, got Number');
    expect(() => call('upper', null)).toThrow('upper: parameter 1 must be a Text, got Null');
    expect(() => call('trim', ['x'])).toThrow('trim: parameter 1 must be a Text, got List');
  });
});

describe('replace', () => {
  it('replaces every occurrence, literally', () => {
    expect(call('replace', 'a.b.c', '.', '-')).toBe('a-b-c');
    expect(call('replace', 'x+x+x', 'x+', '')).toBe('x');
    expect(call('replace', 'price: 5', '5', '$& $1')).toBe('price: $& $1');
    expect(call('replace', 'aaa', 'aa', 'b')).toBe('ba');
    expect(call('replace', 'abc', 'z', 'y')).toBe('abc');
  });

  it('changes nothing for an empty search', () => {
    expect(call('replace', 'abc', '', '-')).toBe('abc');
  });

  it('wants three texts', () => {
    expect(() => call('replace', 'a', 'a', null)).toThrow('replace: parameter 3 must be a Text, got Null');
    expect(() => call('replace', 'a', 'a')).toThrow('replace: expects 3 parameters, got 2');
  });
});

describe('split, join', () => {
  it('split cuts a text at every separator', () => {
    expect(call('split', 'a,b,,c', ',')).toEqual(['a', 'b', '', 'c']);
    expect(call('split', 'abc', '')).toEqual(['a', 'b', 'c']);
    expect(call('split', '', ',')).toEqual(['']);
    expect(() => call('split', 'a,b', null)).toThrow('split: parameter 2 must be a Text, got Null');
  });

  it('join writes items as text, null as nothing', () => {
    expect(call('join', ['a', 1, null, true], '|')).toBe('a|1||true');
    expect(call('join', [], ',')).toBe('');
    expect(call('join', [{ a: 1 }], '')).toBe('{"a":1}');
    expect(() => call('join', 'abc', ',')).toThrow('join: parameter 1 must be a List, got Text');
    expect(() => call('join', ['a'])).toThrow('join: expects 2 parameters, got 1');
  });

  it('join undoes split', () => {
    fc.assert(fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 3 }), (text, separator) => call('join', call('split', text, separator), separator) === text));
  });
});

describe('substring, length, padStart', () => {
  it('substring takes start (included) to end (excluded); negative positions count from the end', () => {
    expect(call('substring', 'abcdef', 1, 3)).toBe('bc');
    expect(call('substring', 'abcdef', 4)).toBe('ef');
    expect(call('substring', 'abcdef', -2)).toBe('ef');
    expect(call('substring', 'abcdef', 0, -1)).toBe('abcde');
    expect(call('substring', 'abc', 5)).toBe('');
    expect(call('substring', 'abc', 1, null)).toBe('bc');
    expect(() => call('substring', 'abc', 0.5)).toThrow('substring: parameter 2 must be a whole Number, got 0.5');
    expect(() => call('substring', 'abc', '1')).toThrow('substring: parameter 2 must be a Number, got Text');
  });

  it('length counts the characters of a text, items of a list or keys of an object', () => {
    expect(call('length', 'abc')).toBe(3);
    expect(call('length', '')).toBe(0);
    expect(call('length', [1, 2])).toBe(2);
    expect(call('length', { a: 1, b: 2 })).toBe(2);
    expect(() => call('length', 5)).toThrow('length: parameter 1 must be a Text, List or Object, got Number');
    expect(() => call('length', null)).toThrow('length: parameter 1 must be a Text, List or Object, got Null');
  });

  it('padStart fills up to a length, with spaces unless told', () => {
    expect(call('padStart', '7', 3, '0')).toBe('007');
    expect(call('padStart', '7', 3)).toBe('  7');
    expect(call('padStart', '1234', 3, '0')).toBe('1234');
    expect(call('padStart', 'x', 5, 'ab')).toBe('ababx');
    expect(() => call('padStart', 7, 3, '0')).toThrow('padStart: parameter 1 must be a Text, got Number');
    expect(() => call('padStart', 'x', MAX_PAD_LENGTH + 1)).toThrow(`padStart: parameter 2 must be at most 10000, got 10001`);
  });
});
