import { describe, expect, it } from 'vitest';
import { ExpressionError } from '../expression-error.js';
import { expectParam, paramTypeError } from './expect-param.js';
import { Params } from './params.js';

const caught = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('expectParam', () => {
  it('returns the param when it has the kind', () => {
    expect(expectParam('add', [1, 2], 1, 'Number')).toBe(2);
    expect(expectParam('keys', [{ a: 1 }], 0, 'Object')).toEqual({ a: 1 });
  });

  it('throws "<operator>: parameter <n> must be a <Kind>, got <Kind>", n 1-based', () => {
    expect(() => expectParam('add', [1, 'x'], 1, 'Number')).toThrow(new ExpressionError('add: parameter 2 must be a Number, got Text', 'add', 2));
    expect(() => expectParam('lower', [], 0, 'Text')).toThrow('lower: parameter 1 must be a Text, got Null');
    expect(() => expectParam('first', [{}], 0, 'List')).toThrow('first: parameter 1 must be a List, got Object');
  });

  it('tells the operator and the 1-based parameter on the error', () => {
    const error = caught(() => expectParam('add', [1, true], 1, 'Number'));
    expect(error).toBeInstanceOf(ExpressionError);
    expect(error).toMatchObject({ operator: 'add', parameter: 2 });
    expect(paramTypeError('length', 0, 'Text, List or Object', 5).message).toBe('length: parameter 1 must be a Text, List or Object, got Number');
  });
});

describe('Params', () => {
  const params = (...values: unknown[]) => new Params('op', values);

  it('checks counts: exactly, at least, or a range', () => {
    expect(() => params(1, 2).count(1)).toThrow('op: expects 1 parameter, got 2');
    expect(() => params().count(2)).toThrow('op: expects 2 parameters, got 0');
    expect(() => params(1).count(2, Infinity)).toThrow('op: expects at least 2 parameters, got 1');
    expect(() => params(1, 2, 3, 4).count(2, 3)).toThrow('op: expects 2 to 3 parameters, got 4');
    expect(params(1, 2).count(1, 2).length).toBe(2);
  });

  it('reads missing params as null', () => {
    expect(params(1).at(3)).toBeNull();
    expect(params(undefined).has(0)).toBe(false);
  });

  it('requires whole numbers, number lists and options with their own messages', () => {
    expect(() => params(1.5).integer(0)).toThrow('op: parameter 1 must be a whole Number, got 1.5');
    expect(() => params([1, 'x']).numbers(0)).toThrow('op: parameter 1 must be a List of Numbers, item 2 is Text');
    expect(() => params('x').oneOf(0, ['a', 'b'])).toThrow('op: parameter 1 must be one of a, b, got "x"');
    expect(caught(() => params(1, 'x').number(1))).toMatchObject({ operator: 'op', parameter: 2 });
  });
});
