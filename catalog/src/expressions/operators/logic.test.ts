import { describe, expect, it } from 'vitest';
import { call } from './test-call.js';

describe('and, or, not', () => {
  it.each([
    [[true, true], true],
    [[true, true, false], false],
    [[true, null], false],
    [[true], true],
  ])('and %j = %s', (params, result) => expect(call('and', ...params)).toBe(result));

  it.each([
    [[false, false], false],
    [[false, null, true], true],
    [[null], false],
  ])('or %j = %s', (params, result) => expect(call('or', ...params)).toBe(result));

  it('not negates, a missing value (null) counting as false', () => {
    expect(call('not', true)).toBe(false);
    expect(call('not', false)).toBe(true);
    expect(call('not', null)).toBe(true);
  });

  it('names the operator, the parameter and both types', () => {
    expect(() => call('and', true, 'yes')).toThrow('and: parameter 2 must be a Boolean, got Text');
    expect(() => call('or', 1)).toThrow('or: parameter 1 must be a Boolean, got Number');
    expect(() => call('not', [])).toThrow('not: parameter 1 must be a Boolean, got List');
    expect(() => call('and')).toThrow('and: expects at least 1 parameter, got 0');
    expect(() => call('not', true, false)).toThrow('not: expects 1 parameter, got 2');
  });
});

describe('if', () => {
  it('picks then or else, null counting as false', () => {
    expect(call('if', true, 'a', 'b')).toBe('a');
    expect(call('if', false, 'a', 'b')).toBe('b');
    expect(call('if', null, 'a', 'b')).toBe('b');
    expect(call('if', true, { x: [1] }, null)).toEqual({ x: [1] });
    expect(call('if', true, undefined, 1)).toBeNull();
  });

  it('wants a Boolean condition and three params', () => {
    expect(() => call('if', 'yes', 1, 2)).toThrow('if: parameter 1 must be a Boolean, got Text');
    expect(() => call('if', true, 1)).toThrow('if: expects 3 parameters, got 2');
  });
});

describe('coalesce', () => {
  it('gives the first param that is not null', () => {
    expect(call('coalesce', null, null, 0, 1)).toBe(0);
    expect(call('coalesce', null, '', 'x')).toBe('');
    expect(call('coalesce', undefined, false)).toBe(false);
  });

  it('gives null when every param is null, or there is none', () => {
    expect(call('coalesce', null, undefined)).toBeNull();
    expect(call('coalesce')).toBeNull();
  });
});
