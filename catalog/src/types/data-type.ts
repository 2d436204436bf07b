import { z } from 'zod';

/**
 * The design-time type model of seed 002 §8. Scalar kinds may carry the literal `values` they are
 * known to take (a literal, a `const` or an `enum`); the checker compares those values.
 */
const Unknown = z.object({ kind: z.literal('Unknown') });
const Int = z.object({ kind: z.literal('Int'), values: z.array(z.number()).optional() });
const Float = z.object({ kind: z.literal('Float'), values: z.array(z.number()).optional() });
const BooleanType = z.object({ kind: z.literal('Boolean'), values: z.array(z.boolean()).optional() });
const StringType = z.object({ kind: z.literal('String'), values: z.array(z.string()).optional() });
const DateTimeType = z.object({ kind: z.literal('DateTime') });
const Recurrence = z.object({ kind: z.literal('Recurrence') });

const NullishOptional = z.object({
  kind: z.literal('NullishOptional'),
  get inner(): typeof DataType {
    return DataType;
  },
});

export const Field = z.object({
  get type(): typeof DataType {
    return DataType;
  },
  optional: z.boolean(),
});
export type Field = z.infer<typeof Field>;

const ObjectType = z.object({
  kind: z.literal('Object'),
  get fields(): z.ZodRecord<z.ZodString, typeof Field> {
    return z.record(z.string(), Field);
  },
});

const RecordType = z.object({
  kind: z.literal('Record'),
  get value(): typeof DataType {
    return DataType;
  },
});

const ArrayType = z.object({
  kind: z.literal('Array'),
  get element(): typeof DataType {
    return DataType;
  },
});

/** A list of fixed length, one type per position (JSON Schema `prefixItems`). */
const Tuple = z.object({
  kind: z.literal('Tuple'),
  get options(): z.ZodArray<typeof DataType> {
    return z.array(DataType).min(1, 'Tuple must have at least one option');
  },
});

const Union = z.object({
  kind: z.literal('Union'),
  get options(): z.ZodArray<typeof DataType> {
    return z.array(DataType).min(2, 'Union must have at least two options');
  },
});

/** Objects told apart by the text value of one field; `options` maps each value to its object type. */
const DiscriminatedUnion = z.object({
  kind: z.literal('DiscriminatedUnion'),
  discriminator: z.string(),
  get options(): z.ZodRecord<z.ZodString, typeof DataType> {
    return z.record(z.string(), DataType);
  },
});

export const DataType = z.discriminatedUnion('kind', [
  Unknown,
  NullishOptional,
  Int,
  Float,
  BooleanType,
  StringType,
  DateTimeType,
  ObjectType,
  RecordType,
  ArrayType,
  Tuple,
  Union,
  Recurrence,
  DiscriminatedUnion,
]);
export type DataType = z.infer<typeof DataType>;
export type DataTypeKind = DataType['kind'];
export type DataTypeOf<K extends DataTypeKind> = Extract<DataType, { kind: K }>;

/** Constructors. `union` and `tuple` enforce the seed's minimum number of options. */
export const t = {
  unknown: (): DataType => ({ kind: 'Unknown' }),
  optional: (inner: DataType): DataType => (inner.kind === 'NullishOptional' ? inner : { kind: 'NullishOptional', inner }),
  int: (values?: number[]): DataType => (values ? { kind: 'Int', values } : { kind: 'Int' }),
  float: (values?: number[]): DataType => (values ? { kind: 'Float', values } : { kind: 'Float' }),
  boolean: (values?: boolean[]): DataType => (values ? { kind: 'Boolean', values } : { kind: 'Boolean' }),
  string: (values?: string[]): DataType => (values ? { kind: 'String', values } : { kind: 'String' }),
  dateTime: (): DataType => ({ kind: 'DateTime' }),
  recurrence: (): DataType => ({ kind: 'Recurrence' }),
  object: (fields: Record<string, Field>): DataType => ({ kind: 'Object', fields }),
  /** An object whose fields are all required. */
  required: (types: Record<string, DataType>): DataType => ({
    kind: 'Object',
    fields: Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { type, optional: false }])),
  }),
  record: (value: DataType): DataType => ({ kind: 'Record', value }),
  array: (element: DataType): DataType => ({ kind: 'Array', element }),
  tuple: (options: DataType[]): DataType => {
    if (options.length < 1) throw new Error('Tuple must have at least one option');
    return { kind: 'Tuple', options };
  },
  union: (options: DataType[]): DataType => {
    if (options.length < 2) throw new Error('Union must have at least two options');
    return { kind: 'Union', options };
  },
  discriminatedUnion: (discriminator: string, options: Record<string, DataType>): DataType => ({ kind: 'DiscriminatedUnion', discriminator, options }),
};

/** The internal error for a type kind the code does not know (seed 002 §8). */
export function notImplemented(_type: never): never {
  throw new Error('not implemented');
}
