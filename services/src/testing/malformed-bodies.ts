import fc from 'fast-check';

/** The part of a JSON Schema the generators read. */
export type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[] };

/** Strings that break naive code: huge, lone surrogates, control and NUL characters, odd scripts. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\ud800', '\udfff', 'a\u0000b', '\u202e', '💥'.repeat(1000), 'null', '{}', '../../etc/passwd', "'; drop table flows; --"),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);

/** Arrays or objects nested up to a few hundred levels. */
const deepNesting = fc.integer({ min: 50, max: 400 }).chain((depth) =>
  fc.boolean().map((asArray) => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
    return value;
  }),
);

/** Any JSON value of the wrong shape. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, [], {}, ''),
  fc.double(),
  fc.integer(),
  nastyString,
  deepNesting,
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(nastyString, fc.jsonValue(), { maxKeys: 5 }),
);

/** A value of the type the schema names, so that objects can be almost right. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case 'string':
      return nastyString;
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer(), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema?.items), { maxLength: 3 });
    default:
      return wrongValue;
  }
}

/** An object of the schema's fields with some missing and some of the wrong type or shape. */
function almostRight(schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {});
  if (!fields.length) return fc.dictionary(nastyString, wrongValue, { maxKeys: 3 });
  const entries = fields.map(([name, field]) =>
    fc.option(fc.oneof(plausible(field), wrongValue), { nil: undefined, freq: 3 }).map((value) => [name, value] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
}

/** A request payload: JSON of the wrong shape, a near miss of the schema, or raw bytes that are not JSON at all. */
export type MalformedBody = { json: unknown } | { raw: Buffer };

export function malformedBody(schema: JsonSchema | undefined): fc.Arbitrary<MalformedBody> {
  const raw = fc.oneof(
    fc.constantFrom('{', '{"a":', '[1,]', 'undefined', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}').map((s) => Buffer.from(s)),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from('"}')])),
  );
  return fc.oneof(
    { weight: 4, arbitrary: (schema ? almostRight(schema) : wrongValue).map((json) => ({ json })) },
    { weight: 2, arbitrary: wrongValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: raw.map((bytes) => ({ raw: bytes })) },
  );
}
