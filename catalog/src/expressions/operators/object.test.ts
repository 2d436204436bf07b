import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call } from './test-call.js';

const order = { id: 7, customer: { name: 'Ada', tags: ['vip', 'eu'] }, total: 12.5 };

describe('get', () => {
  it('follows a path of texts and list indexes; null where it leads nowhere', () => {
    expect(call('get', order, 'customer', 'name')).toBe('Ada');
    expect(call('get', order, 'customer', 'tags', 1)).toBe('eu');
    expect(call('get', order, ['customer', 'tags', 0])).toBe('vip');
    expect(call('get', order, 'customer', 'missing', 'deeper')).toBeNull();
    expect(call('get', order, 'id', 'x')).toBeNull();
    expect(call('get', null, 'a')).toBeNull();
    expect(call('get', [[1, 2]], 0, 1)).toBe(2);
    expect(call('get', {}, 'toString')).toBeNull(); // own properties only
  });

  it('wants text or whole number segments', () => {
    expect(() => call('get', order, true)).toThrow('get: parameter 2 must be a Text or whole Number, got Boolean');
    expect(() => call('get', order, ['customer', null])).toThrow('get: parameter 2 must be a Text or whole Number, got Null');
    expect(() => call('get', order)).toThrow('get: expects at least 2 parameters, got 1');
  });
});

describe('keys, values, entries, fromEntries', () => {
  it('take an object apart', () => {
    expect(call('keys', order)).toEqual(['id', 'customer', 'total']);
    expect(call('values', { a: 1, b: [2] })).toEqual([1, [2]]);
    expect(call('entries', { a: 1, b: null })).toEqual([{ key: 'a', value: 1 }, { key: 'b', value: null }]);
    expect(call('keys', {})).toEqual([]);
  });

  it('name wrong types', () => {
    expect(() => call('keys', [1])).toThrow('keys: parameter 1 must be a Object, got List');
    expect(() => call('values', null)).toThrow('values: parameter 1 must be a Object, got Null');
    expect(() => call('entries', 'x')).toThrow('entries: parameter 1 must be a Object, got Text');
  });

  it('fromEntries takes { key, value } or [key, value]; the last of a key wins', () => {
    expect(call('fromEntries', [{ key: 'x', value: 1 }, ['y', 2], [3, true], { key: 'z' }])).toEqual({ x: 1, y: 2, 3: true, z: null });
    expect(call('fromEntries', [['a', 1], ['a', 2]])).toEqual({ a: 2 });
    expect(call('fromEntries', [])).toEqual({});
  });

  it('fromEntries names a wrong entry', () => {
    expect(() => call('fromEntries', [['a', 1], 5])).toThrow('fromEntries: item 2 of parameter 1 must be { key, value } or [key, value] with a Text key, got Number');
    expect(() => call('fromEntries', [{ value: 1 }])).toThrow('fromEntries: item 1 of parameter 1 must be { key, value } or [key, value] with a Text key, got Object');
    expect(() => call('fromEntries', { a: 1 })).toThrow('fromEntries: parameter 1 must be a List, got Object');
  });

  it('fromEntries undoes entries', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => void expect(call('fromEntries', call('entries', object))).toEqual(object)));
  });
});

describe('merge, pick, omit', () => {
  it('merge is shallow, later objects win; null adds nothing', () => {
    expect(call('merge', { a: 1, n: { x: 1 } }, null, { b: 2, a: 3, n: { y: 2 } })).toEqual({ a: 3, n: { y: 2 }, b: 2 });
    expect(call('merge', {})).toEqual({});
    expect(() => call('merge', { a: 1 }, 'x')).toThrow('merge: parameter 2 must be a Object, got Text');
  });

  it('pick keeps and omit drops the named keys (as params or a list)', () => {
    expect(call('pick', order, 'total', 'id', 'nope')).toEqual({ id: 7, total: 12.5 });
    expect(call('pick', order, ['id'])).toEqual({ id: 7 });
    expect(call('omit', order, 'customer')).toEqual({ id: 7, total: 12.5 });
    expect(call('omit', order, ['customer', 'total'], 'nope')).toEqual({ id: 7 });
  });

  it('pick and omit name wrong types', () => {
    expect(() => call('pick', [1], 'a')).toThrow('pick: parameter 1 must be a Object, got List');
    expect(() => call('omit', order, { a: 1 })).toThrow('omit: parameter 2 must be a Text or whole Number, got Object');
    expect(() => call('omit', order)).toThrow('omit: expects at least 2 parameters, got 1');
  });
});

describe('set', () => {
  it('returns a copy with the last param at the path', () => {
    expect(call('set', order, 'total', 20)).toEqual({ ...order, total: 20 });
    expect(call('set', order, 'customer', 'tags', 0, 'gold')).toEqual({ ...order, customer: { name: 'Ada', tags: ['gold', 'eu'] } });
    expect(call('set', order, ['customer', 'name'], 'Grace')).toEqual({ ...order, customer: { ...order.customer, name: 'Grace' } });
    expect(order.customer.tags[0]).toBe('vip');
  });

  it('creates objects on the way and replaces what is not a container', () => {
    expect(call('set', {}, 'x', 'y', true)).toEqual({ x: { y: true } });
    expect(call('set', { a: 5 }, 'a', 'b', 1)).toEqual({ a: { b: 1 } });
    expect(call('set', { a: null }, 'a', 0, 1)).toEqual({ a: { 0: 1 } });
  });

  it('sets list items: negative from the end, the length appends', () => {
    expect(call('set', { l: [1, 2] }, 'l', -1, 9)).toEqual({ l: [1, 9] });
    expect(call('set', { l: [1, 2] }, 'l', 2, 3)).toEqual({ l: [1, 2, 3] });
    expect(() => call('set', { l: [1, 2] }, 'l', 5, 3)).toThrow('set: index 5 is outside a list of 2 items');
    expect(() => call('set', { l: [1, 2] }, 'l', -3, 3)).toThrow('set: index -3 is outside a list of 2 items');
  });

  it('never touches prototypes', () => {
    const result = call('set', {}, '__proto__', 'polluted', 1) as Record<string, unknown>;
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const merged = call('merge', JSON.parse('{"__proto__": {"polluted": 1}}')) as Record<string, unknown>;
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names wrong types', () => {
    expect(() => call('set', [1], 0, 2)).toThrow('set: parameter 1 must be a Object, got List');
    expect(() => call('set', {}, false, 2)).toThrow('set: parameter 2 must be a Text or whole Number, got Boolean');
    expect(() => call('set', {}, 'a')).toThrow('set: expects at least 3 parameters, got 2');
  });

  it('get finds what set put', () => {
    const path = fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('a', 'b')), { minLength: 1, maxLength: 4 });
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), path, fc.jsonValue(), (object, keys, value) => {
      expect(call('get', call('set', object, ...keys, value), ...keys)).toEqual(value);
    }));
  });
});
