import type { DataType, Field } from './data-type.js';

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

/** The internal error for a type kind the code does not know. */
export function notImplemented(_type: never): never {
  throw new Error('not implemented');
}
