import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { utilitySpecs } from '../utilities/utility-specs.js';
import { t } from './data-type.js';
import { fromJsonSchema } from './from-json-schema.js';
import { fromZod, inputTypeOf, outputTypeOf } from './from-zod.js';

const field = (type: ReturnType<typeof t.int>, optional = false) => ({ type, optional });

describe('fromZod', () => {
  it('maps scalars, dates, enums and literals', () => {
    expect(outputTypeOf(z.number().int())).toEqual(t.int());
    expect(outputTypeOf(z.number())).toEqual(t.float());
    expect(outputTypeOf(z.boolean())).toEqual(t.boolean());
    expect(outputTypeOf(z.string())).toEqual(t.string());
    expect(outputTypeOf(z.iso.datetime())).toEqual(t.dateTime());
    expect(outputTypeOf(z.iso.date())).toEqual(t.dateTime());
    expect(outputTypeOf(z.date())).toEqual(t.dateTime());
    expect(outputTypeOf(z.enum(['a', 'b']))).toEqual(t.string(['a', 'b']));
    expect(outputTypeOf(z.literal(3))).toEqual(t.int([3]));
    expect(outputTypeOf(z.unknown())).toEqual(t.unknown());
    expect(outputTypeOf(z.null())).toEqual(t.optional(t.unknown()));
  });

  it('maps objects with optional and defaulted fields by side', () => {
    const schema = z.object({ id: z.number().int(), note: z.string().optional(), size: z.number().default(1) });
    expect(inputTypeOf(schema)).toEqual(t.object({ id: field(t.int()), note: field(t.string(), true), size: field(t.float(), true) }));
    expect(outputTypeOf(schema)).toEqual(t.object({ id: field(t.int()), note: field(t.string(), true), size: field(t.float()) }));
  });

  it('maps nullables, records, arrays, tuples and unions', () => {
    expect(outputTypeOf(z.string().nullable())).toEqual(t.optional(t.string()));
    expect(outputTypeOf(z.record(z.string(), z.number()))).toEqual(t.record(t.float()));
    expect(outputTypeOf(z.array(z.string()))).toEqual(t.array(t.string()));
    expect(outputTypeOf(z.tuple([z.string(), z.boolean()]))).toEqual(t.tuple([t.string(), t.boolean()]));
    expect(outputTypeOf(z.union([z.string(), z.number().int()]))).toEqual(t.union([t.string(), t.int()]));
    expect(outputTypeOf(z.union([z.string(), z.null()]))).toEqual(t.optional(t.string()));
  });

  it('recognises discriminated unions, also from intersections (the notification utility)', () => {
    const type = inputTypeOf(utilitySpecs.notification.input);
    expect(type.kind).toBe('DiscriminatedUnion');
    if (type.kind !== 'DiscriminatedUnion') return;
    expect(type.discriminator).toBe('channel');
    expect(Object.keys(type.options)).toEqual(['slack', 'mailgun']);
  });

  it('ends recursion in Unknown and caches per schema', () => {
    const Tree: z.ZodType = z.object({ name: z.string(), get children() {
      return z.array(Tree);
    } });
    const type = outputTypeOf(Tree);
    expect(type).toMatchObject({ kind: 'Object', fields: { name: field(t.string()), children: { type: { kind: 'Array' } } } });
    expect(fromZod(Tree, 'output')).toBe(type);
  });
});

describe('fromJsonSchema', () => {
  it('reads type lists, OpenAPI nullable, implied types, allOf and refs', () => {
    expect(fromJsonSchema({ type: ['integer', 'null'] })).toEqual(t.optional(t.int()));
    expect(fromJsonSchema({ type: 'string', nullable: true })).toEqual(t.optional(t.string()));
    expect(fromJsonSchema({ properties: { a: { type: 'boolean' } }, required: ['a'] })).toEqual(t.required({ a: t.boolean() }));
    expect(fromJsonSchema({ items: { type: 'number' } })).toEqual(t.array(t.float()));
    expect(fromJsonSchema({ type: 'object' })).toEqual(t.record(t.unknown()));
    expect(
      fromJsonSchema({ allOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { b: { type: 'integer' } }, required: ['b'] }] }),
    ).toEqual(t.object({ a: field(t.string(), true), b: field(t.int()) }));
    expect(fromJsonSchema({ $defs: { Id: { type: 'integer' } }, type: 'array', items: { $ref: '#/$defs/Id' } })).toEqual(t.array(t.int()));
    expect(fromJsonSchema({ type: 'array', items: { $ref: '#' } })).toEqual(t.array(t.unknown()));
    expect(fromJsonSchema(true)).toEqual(t.unknown());
    expect(fromJsonSchema({ enum: ['a', 1, null] })).toEqual(t.optional(t.union([t.string(['a']), t.int([1])])));
  });
});
