import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCompatibility } from './compatibility.js';
import { t, type DataType } from './data-type.js';
import { arbitraryDataType } from './data-type.arbitrary.js';

const verdict = (expected: DataType, given: DataType, preview?: unknown) => checkCompatibility(expected, given, preview);
const resultOf = (expected: DataType, given: DataType, preview?: unknown) => verdict(expected, given, preview).result;

describe('checkCompatibility: the seed messages (002 §8)', () => {
  it("'Types do not match.'", () => {
    expect(verdict(t.string(), t.int())).toEqual({ result: 'NoMatch', messages: ['Types do not match.'] });
    expect(verdict(t.array(t.int()), t.boolean())).toEqual({ result: 'NoMatch', messages: ['Types do not match.'] });
  });

  it("'The following fields are having issues: ...'", () => {
    const expected = t.object({ id: { type: t.int(), optional: false }, name: { type: t.string(), optional: false }, note: { type: t.string(), optional: true } });
    const given = t.required({ id: t.boolean(), note: t.string() });
    expect(verdict(expected, given)).toEqual({ result: 'NoMatch', messages: ['The following fields are having issues: id, name', 'Types do not match.'] });
  });

  it("'Expected value ... does not match'", () => {
    expect(verdict(t.string(['open', 'closed']), t.string(['pending']))).toEqual({ result: 'NoMatch', messages: ['Expected value "open" or "closed" does not match'] });
    expect(resultOf(t.string(['open', 'closed']), t.string(['open']))).toBe('Match');
    expect(resultOf(t.string(['open']), t.string())).toBe('PossibleMatch');
    expect(resultOf(t.string(['open']), t.string(), 'open')).toBe('Match');
  });

  it("'Given value ... is not like the expected type'", () => {
    expect(verdict(t.int(), t.string(), 'abc')).toEqual({ result: 'NoMatch', messages: ['Given value "abc" is not like the expected type'] });
    expect(verdict(t.dateTime(), t.string(['someday']))).toEqual({ result: 'NoMatch', messages: ['Given value "someday" is not like the expected type'] });
    expect(verdict(t.int(), t.float([2.5]))).toEqual({ result: 'NoMatch', messages: ['Given value 2.5 is not like the expected type'] });
  });

  const payment = t.discriminatedUnion('method', {
    card: t.required({ method: t.string(['card']), number: t.string() }),
    invoice: t.required({ method: t.string(['invoice']), days: t.int() }),
  });

  it("'Missing or invalid discriminator field'", () => {
    expect(verdict(payment, t.required({ number: t.string() }))).toEqual({ result: 'NoMatch', messages: ['Missing or invalid discriminator field'] });
    expect(verdict(payment, t.required({ method: t.int() }))).toEqual({ result: 'NoMatch', messages: ['Missing or invalid discriminator field'] });
  });

  it("'Invalid discriminator value'", () => {
    expect(verdict(payment, t.required({ method: t.string(['cash']) }))).toEqual({ result: 'NoMatch', messages: ['Invalid discriminator value'] });
    expect(resultOf(payment, t.required({ method: t.string(['card']), number: t.string() }))).toBe('Match');
    expect(resultOf(payment, t.required({ method: t.string(), days: t.int() }))).toBe('PossibleMatch');
  });

  it("'None of the datatypes match the expected one.'", () => {
    expect(verdict(t.union([t.int(), t.boolean()]), t.array(t.int()))).toEqual({ result: 'NoMatch', messages: ['None of the datatypes match the expected one.'] });
    expect(verdict(t.int(), t.union([t.boolean(), t.array(t.int())]))).toEqual({ result: 'NoMatch', messages: ['None of the datatypes match the expected one.'] });
  });

  it("'Expected an object for discriminated union'", () => {
    expect(verdict(payment, t.string())).toEqual({ result: 'NoMatch', messages: ['Expected an object for discriminated union'] });
  });

  it('throws an internal error for an unknown type kind', () => {
    expect(() => checkCompatibility({ kind: 'Mystery' } as unknown as DataType, t.int())).toThrow('not implemented');
  });
});

describe('checkCompatibility: rules', () => {
  it('numbers: Int fits Float, Float into Int may fit', () => {
    expect(resultOf(t.float(), t.int())).toBe('Match');
    expect(resultOf(t.int(), t.float())).toBe('PossibleMatch');
    expect(resultOf(t.int(), t.float(), 3)).toBe('Match');
  });

  it('text may be coerced into numbers, booleans and dates; a preview decides', () => {
    for (const expected of [t.int(), t.float(), t.boolean(), t.dateTime()]) expect(resultOf(expected, t.string())).toBe('PossibleMatch');
    expect(resultOf(t.int(), t.string(), '42')).toBe('Match');
    expect(resultOf(t.float(), t.string(), '4.2')).toBe('Match');
    expect(resultOf(t.boolean(), t.string(), 'yes')).toBe('Match');
    expect(resultOf(t.dateTime(), t.string(), '24.12.2026 10:00')).toBe('Match');
    expect(resultOf(t.boolean(), t.string(), 'perhaps')).toBe('NoMatch');
    expect(resultOf(t.recurrence(), t.string())).toBe('PossibleMatch');
  });

  it('dates fit text; numbers and booleans do not', () => {
    expect(resultOf(t.string(), t.dateTime())).toBe('Match');
    expect(resultOf(t.string(), t.float())).toBe('NoMatch');
    expect(resultOf(t.string(), t.boolean())).toBe('NoMatch');
  });

  it('Unknown and optional values', () => {
    expect(resultOf(t.unknown(), t.array(t.int()))).toBe('Match');
    expect(resultOf(t.int(), t.unknown())).toBe('PossibleMatch');
    expect(resultOf(t.int(), t.optional(t.int()))).toBe('PossibleMatch');
    expect(resultOf(t.optional(t.int()), t.optional(t.int()))).toBe('Match');
    expect(resultOf(t.optional(t.int()), t.int())).toBe('Match');
  });

  it('objects, records, lists and tuples', () => {
    const expected = t.object({ id: { type: t.int(), optional: false } });
    expect(resultOf(expected, t.required({ id: t.int(), extra: t.string() }))).toBe('Match');
    expect(resultOf(expected, t.object({ id: { type: t.int(), optional: true } }))).toBe('PossibleMatch');
    expect(resultOf(expected, t.record(t.int()))).toBe('PossibleMatch');
    expect(resultOf(t.record(t.int()), t.required({ a: t.int(), b: t.int() }))).toBe('Match');
    expect(resultOf(t.record(t.int()), t.required({ a: t.string() }))).toBe('PossibleMatch');
    expect(resultOf(t.array(t.float()), t.array(t.int()))).toBe('Match');
    expect(resultOf(t.array(t.int()), t.tuple([t.int(), t.int()]))).toBe('Match');
    expect(resultOf(t.tuple([t.int()]), t.array(t.int()))).toBe('PossibleMatch');
    expect(resultOf(t.tuple([t.int()]), t.tuple([t.int(), t.int()]))).toBe('NoMatch');
  });

  it('previews reach into objects and lists', () => {
    const expected = t.required({ n: t.int() });
    expect(resultOf(expected, t.required({ n: t.string() }), { n: '7' })).toBe('Match');
    expect(verdict(expected, t.required({ n: t.string() }), { n: 'x' })).toEqual({
      result: 'NoMatch',
      messages: ['The following fields are having issues: n', 'Given value "x" is not like the expected type'],
    });
    expect(resultOf(t.array(t.int()), t.array(t.string()), ['1'])).toBe('Match');
  });

  it('unions: expected fits when one option does; given when every option does', () => {
    expect(resultOf(t.union([t.int(), t.string()]), t.string())).toBe('Match');
    expect(resultOf(t.int(), t.union([t.int(), t.string()]))).toBe('PossibleMatch');
    expect(resultOf(t.int(), t.union([t.int(), t.boolean()]))).toBe('PossibleMatch');
    expect(resultOf(t.float(), t.union([t.int(), t.float()]))).toBe('Match');
    expect(resultOf(t.union([t.int(), t.string()]), t.union([t.string(), t.int()]))).toBe('Match');
  });
});

describe('checkCompatibility: properties', () => {
  it('every type matches itself', () => {
    fc.assert(fc.property(arbitraryDataType, (type) => void expect(checkCompatibility(type, type).result).toBe('Match')));
  });

  it('everything fits Unknown; Int always fits Float', () => {
    fc.assert(fc.property(arbitraryDataType, (type) => void expect(checkCompatibility(t.unknown(), type).result).toBe('Match')));
    fc.assert(fc.property(fc.option(fc.array(fc.integer(), { minLength: 1 }), { nil: undefined }), (values) => void expect(resultOf(t.float(), t.int(values))).toBe('Match')));
  });

  it('never throws, and explains every NoMatch', () => {
    fc.assert(
      fc.property(arbitraryDataType, arbitraryDataType, fc.jsonValue(), (expected, given, preview) => {
        const result = checkCompatibility(expected, given, preview);
        if (result.result === 'NoMatch') expect(result.messages.length).toBeGreaterThan(0);
      }),
    );
  });

  it('a possibly-null given is at best a PossibleMatch for a required value', () => {
    fc.assert(fc.property(arbitraryDataType, (type) => {
      fc.pre(type.kind !== 'NullishOptional' && type.kind !== 'Unknown' && type.kind !== 'Union');
      expect(checkCompatibility(type, t.optional(type)).result).toBe('PossibleMatch');
    }));
  });
});
