import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from './test-call.js';

describe('add, subtract, multiply', () => {
  it('compute over two or more numbers (subtract: exactly two)', () => {
    expect(call('add', 1, 2)).toBe(3);
    expect(call('add', 1, 2, 3.5)).toBe(6.5);
    expect(call('subtract', 10, 4)).toBe(6);
    expect(call('subtract', 1, 4)).toBe(-3);
    expect(call('multiply', 2, 3, 4)).toBe(24);
  });

  it('name the operator, the parameter and both types', () => {
    expect(() => call('add', 1, '2')).toThrow('add: parameter 2 must be a Number, got Text');
    expect(() => call('add', 1, null)).toThrow('add: parameter 2 must be a Number, got Null');
    expect(() => call('multiply', [1], 2)).toThrow('multiply: parameter 1 must be a Number, got List');
    expect(() => call('add', 1)).toThrow('add: expects at least 2 parameters, got 1');
    expect(() => call('subtract', 1, 2, 3)).toThrow('subtract: expects 2 parameters, got 3');
  });

  it('refuse a result JSON cannot hold', () => {
    expect(() => call('multiply', 1e308, 10)).toThrow('multiply: the result is not a finite Number');
  });

  it('add is commutative and associative on integers, multiply distributes', () => {
    const int = fc.integer({ min: -1e6, max: 1e6 });
    fc.assert(fc.property(int, int, (a, b) => call('add', a, b) === call('add', b, a)));
    fc.assert(fc.property(int, int, int, (a, b, c) => call('add', call('add', a, b), c) === call('add', a, b, c)));
    fc.assert(fc.property(int, int, int, (a, b, c) => call('multiply', a, call('add', b, c)) === call('add', call('multiply', a, b), call('multiply', a, c))));
    fc.assert(fc.property(int, int, (a, b) => call('subtract', call('add', a, b), b) === a));
  });
});

describe('divide, modulo, power', () => {
  it('compute', () => {
    expect(call('divide', 7, 2)).toBe(3.5);
    expect(call('divide', 0, 5)).toBe(0);
    expect(call('modulo', 7, 3)).toBe(1);
    expect(call('modulo', -7, 3)).toBe(-1); // the sign of the dividend, as in JavaScript
    expect(call('modulo', 5.5, 2)).toBe(1.5);
    expect(call('power', 2, 10)).toBe(1024);
    expect(call('power', 4, 0.5)).toBe(2);
    expect(call('power', 2, -1)).toBe(0.5);
  });

  it('refuse division by zero', () => {
    expect(() => call('divide', 1, 0)).toThrow('divide: division by zero');
    expect(() => call('divide', 0, 0)).toThrow('divide: division by zero');
    expect(() => call('modulo', 1, 0)).toThrow('modulo: division by zero');
  });

  it('refuse results that are not finite numbers', () => {
    expect(() => call('power', 10, 400)).toThrow('power: the result is not a finite Number');
    expect(() => call('power', -8, 0.5)).toThrow('power: the result is not a finite Number');
    expect(() => call('power', 0, -1)).toThrow('power: the result is not a finite Number');
    expect(() => call('divide', 1e308, 1e-308)).toThrow('divide: the result is not a finite Number');
  });

  it('want numbers', () => {
    expect(() => call('divide', '1', 2)).toThrow('divide: parameter 1 must be a Number, got Text');
    expect(() => call('power', 2)).toThrow('power: expects 2 parameters, got 1');
  });
});

describe('round, floor, ceil, abs', () => {
  it.each([
    [[2.345, 2], 2.35],
    [[1.005, 2], 1.01], // 1.005 * 100 is 100.49999999999999 in binary
    [[2.5], 3],
    [[-2.5], -3], // halves away from zero
    [[-2.4], -2],
    [[1234.5, -2], 1200],
    [[0.1 + 0.2, 2], 0.3],
    [[-0.001, 2], 0],
    [[7, 3], 7],
    [[1.7976931348623157e308, 2], 1.7976931348623157e308],
    [[2.5, null], 3],
  ])('round %j = %s', (params, result) => expect(call('round', ...params)).toBe(result));

  it('round wants whole digits', () => {
    expect(() => call('round', 1, 1.5)).toThrow('round: parameter 2 must be a whole Number, got 1.5');
    expect(() => call('round', '1')).toThrow('round: parameter 1 must be a Number, got Text');
  });

  it('round leaves numbers too large for such decimals as they are', () => {
    expect(call('round', 1.4524017645150717e206, 8)).toBe(1.4524017645150717e206);
    expect(call('round', 2 ** 53 + 2, 2)).toBe(2 ** 53 + 2);
  });

  it('round is idempotent', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 10 }), (n, digits) => {
      const once = call('round', n, digits);
      expect(call('round', once, digits)).toBe(once);
    }));
  });

  it('floor, ceil, abs', () => {
    expect(call('floor', 2.7)).toBe(2);
    expect(call('floor', -2.1)).toBe(-3);
    expect(call('ceil', 2.1)).toBe(3);
    expect(call('ceil', -2.7)).toBe(-2);
    expect(call('abs', -4)).toBe(4);
    expect(call('abs', 4)).toBe(4);
    expect(() => call('floor', null)).toThrow('floor: parameter 1 must be a Number, got Null');
    expect(() => call('abs')).toThrow('abs: expects 1 parameter, got 0');
  });
});

describe('min, max, sum, average', () => {
  it('min and max take numbers, or a single list of numbers', () => {
    expect(call('min', 3, 1, 2)).toBe(1);
    expect(call('max', 3, 1, 2)).toBe(3);
    expect(call('max', [3, 9, 2])).toBe(9);
    expect(call('min', [-1])).toBe(-1);
    expect(call('min', 5)).toBe(5);
  });

  it('min and max of an empty list are null', () => {
    expect(call('min', [])).toBeNull();
    expect(call('max', [])).toBeNull();
  });

  it('min and max name a wrong item', () => {
    expect(() => call('min', 1, 'a')).toThrow('min: parameter 2 must be a Number, got Text');
    expect(() => call('max', [1, null])).toThrow('max: parameter 1 must be a List of Numbers, item 2 is Null');
    expect(() => call('min')).toThrow('min: expects at least 1 parameter, got 0');
  });

  it('sum and average of a list; empty: 0 and null', () => {
    expect(call('sum', [1, 2, 3.5])).toBe(6.5);
    expect(call('sum', [])).toBe(0);
    expect(call('average', [2, 4])).toBe(3);
    expect(call('average', [1])).toBe(1);
    expect(call('average', [])).toBeNull();
  });

  it('sum and average want a list of numbers', () => {
    expect(() => call('sum', [1, 'x'])).toThrow('sum: parameter 1 must be a List of Numbers, item 2 is Text');
    expect(() => call('sum', 1, 2)).toThrow('sum: expects 1 parameter, got 2');
    expect(() => call('average', null)).toThrow('average: parameter 1 must be a List, got Null');
    expect(() => call('sum', [1e308, 1e308])).toThrow('sum: the result is not a finite Number');
  });

  it('the sum of a list of integers equals adding them', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 2 }), (list) => call('sum', list) === call('add', ...list)));
  });
});

describe('microsToUnits, unitsToMicros', () => {
  it('convert by 1,000,000, exactly in decimal', () => {
    expect(call('microsToUnits', 1_500_000)).toBe(1.5);
    expect(call('microsToUnits', 1_234_567)).toBe(1.234567);
    expect(call('microsToUnits', 0)).toBe(0);
    expect(call('unitsToMicros', 19.99)).toBe(19_990_000);
    expect(call('unitsToMicros', 0.1234567)).toBe(123_457);
    expect(call('unitsToMicros', 0.1234565)).toBe(123_457); // 0.1234565 * 1e6 is 123456.49999999999
    expect(call('unitsToMicros', -1.5)).toBe(-1_500_000);
  });

  it('want numbers', () => {
    expect(() => call('microsToUnits', '5')).toThrow('microsToUnits: parameter 1 must be a Number, got Text');
    expect(() => call('unitsToMicros', null)).toThrow('unitsToMicros: parameter 1 must be a Number, got Null');
  });

  it('micros survive the round trip through units', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (micros) => call('unitsToMicros', call('microsToUnits', micros)) === micros));
  });
});
