import { describe, expect, it } from 'vitest';
import { DataType, t } from './data-type.js';
import { typeName } from './type-name.js';
import { unionOf } from './union-of.js';

describe('DataType', () => {
  it('needs at least two options in a union and one in a tuple', () => {
    expect(() => t.union([t.int()])).toThrow('Union must have at least two options');
    expect(() => t.tuple([])).toThrow('Tuple must have at least one option');
    expect(DataType.safeParse({ kind: 'Union', options: [{ kind: 'Int' }] }).error?.issues[0]?.message).toBe('Union must have at least two options');
    expect(DataType.safeParse({ kind: 'Tuple', options: [] }).error?.issues[0]?.message).toBe('Tuple must have at least one option');
  });

  it('parses every kind', () => {
    const all = t.required({
      a: t.unknown(),
      b: t.optional(t.int([1])),
      c: t.float(),
      d: t.boolean(),
      e: t.string(['x']),
      f: t.dateTime(),
      g: t.record(t.string()),
      h: t.array(t.int()),
      i: t.tuple([t.string()]),
      j: t.union([t.int(), t.string()]),
      k: t.recurrence(),
      l: t.discriminatedUnion('kind', { a: t.required({ kind: t.string(['a']) }) }),
    });
    expect(DataType.parse(all)).toEqual(all);
  });
});

describe('typeName', () => {
  it('uses the user-facing names', () => {
    expect(typeName(t.int())).toBe('Whole Number');
    expect(typeName(t.float())).toBe('Number');
    expect(typeName(t.string())).toBe('Text');
    expect(typeName(t.boolean())).toBe('Boolean');
    expect(typeName(t.dateTime())).toBe('Date');
    expect(typeName(t.unknown())).toBe('Anything');
    expect(typeName(t.recurrence())).toBe('Recurrence');
    expect(typeName(t.required({ a: t.int() }))).toBe('Object');
    expect(typeName(t.discriminatedUnion('k', {}))).toBe('Object');
    expect(typeName(t.record(t.string()))).toBe('Object of Text');
    expect(typeName(t.array(t.string()))).toBe('List of Text');
    expect(typeName(t.array(t.array(t.int())))).toBe('List of List of Whole Number');
    expect(typeName(t.optional(t.string()))).toBe('Text (optional)');
    expect(typeName(t.union([t.string(), t.int()]))).toBe('Text or Whole Number');
    expect(typeName(t.array(t.union([t.string(), t.int()])))).toBe('List of (Text or Whole Number)');
    expect(typeName(t.tuple([t.string(), t.float()]))).toBe('List (Text, Number)');
  });

  it('throws an internal error for an unknown kind', () => {
    expect(() => typeName({ kind: 'Nope' } as unknown as DataType)).toThrow('not implemented');
  });
});

describe('unionOf', () => {
  it('flattens, dedupes, merges values, widens Int into Float and keeps null as optional', () => {
    expect(unionOf([])).toEqual(t.unknown());
    expect(unionOf([t.int()])).toEqual(t.int());
    expect(unionOf([t.string(['a']), t.union([t.string(['b']), t.int()])])).toEqual(t.union([t.string(['a', 'b']), t.int()]));
    expect(unionOf([t.string(['a']), t.string()])).toEqual(t.string());
    expect(unionOf([t.int([1]), t.float([1.5])])).toEqual(t.float([1, 1.5]));
    expect(unionOf([t.optional(t.unknown()), t.int()])).toEqual(t.optional(t.int()));
    expect(unionOf([t.unknown(), t.int()])).toEqual(t.unknown());
  });
});
