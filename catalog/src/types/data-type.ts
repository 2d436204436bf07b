import { z } from 'zod';

/**
 * The design-time type model. Scalar kinds may carry the literal `values` they are
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

// The constructors live apart from the schemas: workflow code builds types without loading zod.
export { notImplemented, t } from './data-type-constructors.js';
