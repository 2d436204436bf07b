import { t, type DataType, type Field } from './data-type.js';
import { unionOf } from './union-of.js';
import { typeOfValue } from './value-type.js';

/** A JSON Schema (draft 2020-12 as zod writes it, plus OpenAPI's `nullable`); only what types need. */
type Schema = Record<string, unknown>;

interface Context {
  root: Schema;
  /** `$ref`s being resolved: a reference back into one of them is recursive and becomes Unknown. */
  resolving: Set<string>;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The DataType of a JSON Schema: `integer` → Int, `number` → Float, text with format date-time or date →
 * DateTime, `enum` / `const` → scalars with those values, anyOf / oneOf → Union (a DiscriminatedUnion
 * when every option is an object with one shared `const` property), `null` options and `nullable` →
 * NullishOptional, properties + required → Object, additionalProperties alone → Record, items → Array,
 * prefixItems → Tuple, no type → Unknown.
 */
export function fromJsonSchema(schema: unknown): DataType {
  return isSchema(schema) ? convert(schema, { root: schema, resolving: new Set(['#']) }) : t.unknown();
}

function convert(schema: unknown, ctx: Context): DataType {
  if (!isSchema(schema)) return t.unknown();
  const type = withoutNullable(schema, ctx);
  return schema['nullable'] === true ? t.optional(type) : type;
}

function withoutNullable(schema: Schema, ctx: Context): DataType {
  if (typeof schema['$ref'] === 'string') return reference(schema['$ref'], ctx);
  if ('const' in schema) return valuesType([schema['const']]);
  if (Array.isArray(schema['enum'])) return valuesType(schema['enum']);
  const options = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(options)) return alternatives(options.map((option) => convert(option, ctx)));
  if (Array.isArray(schema['allOf'])) return intersection(schema['allOf'].map((part) => convert(part, ctx)));
  const types = schema['type'];
  if (Array.isArray(types)) return alternatives(types.map((type) => ofType(String(type), schema, ctx)));
  return ofType(typeof types === 'string' ? types : impliedType(schema), schema, ctx);
}

function impliedType(schema: Schema): string {
  if ('properties' in schema || 'additionalProperties' in schema) return 'object';
  if ('items' in schema || 'prefixItems' in schema) return 'array';
  return 'unknown';
}

function ofType(type: string, schema: Schema, ctx: Context): DataType {
  switch (type) {
    case 'integer':
      return t.int();
    case 'number':
      return t.float();
    case 'boolean':
      return t.boolean();
    case 'string':
      return schema['format'] === 'date-time' || schema['format'] === 'date' ? t.dateTime() : t.string();
    case 'null':
      return t.optional(t.unknown());
    case 'object':
      return objectType(schema, ctx);
    case 'array':
      return arrayType(schema, ctx);
    default:
      return t.unknown();
  }
}

function objectType(schema: Schema, ctx: Context): DataType {
  const properties = isSchema(schema['properties']) ? schema['properties'] : {};
  const names = Object.keys(properties);
  const extra = schema['additionalProperties'];
  if (names.length === 0) return t.record(isSchema(extra) ? convert(extra, ctx) : t.unknown());
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
  return t.object(Object.fromEntries(names.map((name): [string, Field] => [name, { type: convert(properties[name], ctx), optional: !required.has(name) }])));
}

function arrayType(schema: Schema, ctx: Context): DataType {
  const prefix = schema['prefixItems'];
  if (Array.isArray(prefix) && prefix.length > 0) return t.tuple(prefix.map((item) => convert(item, ctx)));
  return t.array(convert(schema['items'], ctx));
}

/** The type of an enum or const: scalars with those values (null makes it optional). */
function valuesType(values: readonly unknown[]): DataType {
  return unionOf(values.map(typeOfValue));
}

/**
 * anyOf / oneOf: a union, discriminated when every option is an object with a common `const` field;
 * a `null` option makes it optional.
 */
function alternatives(options: DataType[]): DataType {
  const present = options.filter((option) => !isNull(option));
  const type = discriminate(present) ?? unionOf(present);
  return present.length < options.length ? t.optional(type) : type;
}

function isNull(type: DataType): boolean {
  return type.kind === 'NullishOptional' && type.inner.kind === 'Unknown';
}

function discriminate(options: readonly DataType[]): DataType | undefined {
  const objects = options.flatMap((option) => (option.kind === 'Object' ? [option] : []));
  if (objects.length < 2 || objects.length !== options.length) return undefined;
  const [first] = objects;
  const candidates = Object.keys(first?.fields ?? {}).filter((name) => objects.every((o) => singleText(o.fields[name]) !== undefined));
  const discriminator = candidates.find((name) => new Set(objects.map((o) => singleText(o.fields[name]))).size === objects.length);
  if (discriminator === undefined) return undefined;
  return t.discriminatedUnion(discriminator, Object.fromEntries(objects.map((o) => [singleText(o.fields[discriminator]) as string, o])));
}

function singleText(field: Field | undefined): string | undefined {
  return !field?.optional && field?.type.kind === 'String' && field.type.values?.length === 1 ? field.type.values[0] : undefined;
}

/** allOf: objects merge their fields; anything else keeps its most specific part. */
function intersection(parts: DataType[]): DataType {
  const known = parts.filter((part) => part.kind !== 'Unknown');
  return known.reduce((acc, part) => (acc.kind === 'Object' && part.kind === 'Object' ? t.object({ ...acc.fields, ...part.fields }) : acc), known[0] ?? t.unknown());
}

/** A `$ref` into this document ("#" or "#/$defs/Name"); recursion ends in Unknown. */
function reference(ref: string, ctx: Context): DataType {
  if (ctx.resolving.has(ref)) return t.unknown();
  const target = ref === '#' ? ctx.root : ref.startsWith('#/') ? pointerTarget(ctx.root, ref.slice(2).split('/')) : undefined;
  ctx.resolving.add(ref);
  try {
    return convert(target, ctx);
  } finally {
    ctx.resolving.delete(ref);
  }
}

function pointerTarget(root: Schema, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, segment) => (isSchema(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
}
