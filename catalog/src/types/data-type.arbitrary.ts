import fc from 'fast-check';
import { t, type DataType } from './data-type.js';

/** Generated types of every kind, for property tests. */
export const arbitraryDataType: fc.Arbitrary<DataType> = fc.letrec<{ type: DataType }>((tie) => ({
  type: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(t.unknown(), t.int(), t.float(), t.boolean(), t.string(), t.dateTime(), t.recurrence()),
    fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 3 }).map((values) => t.string(values)),
    fc.array(fc.integer(), { minLength: 1, maxLength: 3 }).map((values) => t.int(values)),
    tie('type').map(t.optional),
    tie('type').map(t.array),
    tie('type').map(t.record),
    fc.array(tie('type'), { minLength: 1, maxLength: 3 }).map(t.tuple),
    fc.array(tie('type'), { minLength: 2, maxLength: 3 }).map(t.union),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.record({ type: tie('type'), optional: fc.boolean() })).map(t.object),
    fc.dictionary(fc.constantFrom('x', 'y'), tie('type'), { minKeys: 1 }).map((options) =>
      t.discriminatedUnion(
        'kind',
        Object.fromEntries(Object.entries(options).map(([value, type]) => [value, t.required({ kind: t.string([value]), value: type })])),
      ),
    ),
  ),
})).type;
