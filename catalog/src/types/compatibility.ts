import { looksLikeBoolean, looksLikeDate, looksLikeInteger, looksLikeNumber } from './coercion.js';
import {
  atMostPossible,
  best,
  compatibilityMessages as say,
  match,
  noMatch,
  possibleMatch,
  worst,
  type Compatibility,
} from './compatibility-result.js';
import { notImplemented, t, type DataType, type DataTypeOf, type Field } from './data-type.js';
import { stripOptional } from './type-parts.js';

type Scalar = DataTypeOf<'Int' | 'Float' | 'Boolean' | 'String'>;

/**
 * Whether a value of type `given` fits where `expected` is wanted. `preview` is a sample
 * of the given value (for instance from an earlier run); text that must be coerced is judged by it, and
 * a given literal's own values serve as its preview.
 *
 * Rules the seeds leave open: anything fits Unknown; Unknown fits anything only possibly. Int fits Float;
 * Float into Int, text into Int / Float / Boolean / Date, text into Recurrence and a possibly-null value
 * into a required one are PossibleMatch (Match or NoMatch once a preview decides). A Date fits Text (it
 * is ISO text at run time); numbers and booleans do not (the action's schema would refuse them). Objects
 * match field by field (extra given fields are fine, a missing required one is not); a Record into an
 * Object is at best PossibleMatch. An expected union fits when one option does; a given union when every
 * option does (PossibleMatch when some do).
 */
export function checkCompatibility(expected: DataType, given: DataType, preview?: unknown): Compatibility {
  if (acceptsAnything(expected)) return match;
  if (given.kind === 'Union') return ofEveryOption(expected, given.options, preview);
  if (given.kind === 'DiscriminatedUnion' && expected.kind !== 'DiscriminatedUnion') {
    return ofEveryOption(expected, Object.values(given.options), preview);
  }
  if (given.kind === 'Unknown') return possibleMatch();
  if (expected.kind === 'NullishOptional') return checkCompatibility(expected.inner, stripOptional(given), preview);
  if (given.kind === 'NullishOptional') {
    const inner = checkCompatibility(expected, given.inner, preview);
    return acceptsNull(expected) ? inner : atMostPossible(inner);
  }
  return byExpectedKind(expected, given, preview);
}

function acceptsAnything(type: DataType): boolean {
  if (type.kind === 'Union') return type.options.some(acceptsAnything);
  return type.kind === 'Unknown' || (type.kind === 'NullishOptional' && acceptsAnything(type.inner));
}

function acceptsNull(type: DataType): boolean {
  return type.kind === 'NullishOptional' || (type.kind === 'Union' && type.options.some(acceptsNull));
}

/** A given union fits when every option does, may fit when some do. */
function ofEveryOption(expected: DataType, options: readonly DataType[], preview: unknown): Compatibility {
  const verdicts = options.map((option) => checkCompatibility(expected, option, preview));
  if (verdicts.every((v) => v.result === 'NoMatch')) return noMatch(say.noneOfTheDatatypes);
  const all = worst(verdicts);
  return all.result === 'NoMatch' ? possibleMatch(...all.messages) : all;
}

function byExpectedKind(expected: DataType, given: DataType, preview: unknown): Compatibility {
  switch (expected.kind) {
    case 'Unknown':
      return match;
    case 'NullishOptional':
      return checkCompatibility(expected.inner, given, preview);
    case 'Int':
      if (given.kind === 'Float') return floatIntoInt(given, preview);
      return given.kind === 'Int' ? sameScalar(expected, given, preview) : fromText(given, preview, looksLikeInteger);
    case 'Float':
      return given.kind === 'Int' || given.kind === 'Float' ? sameScalar(expected, given, preview) : fromText(given, preview, looksLikeNumber);
    case 'Boolean':
      return given.kind === 'Boolean' ? sameScalar(expected, given, preview) : fromText(given, preview, looksLikeBoolean);
    case 'String':
      if (given.kind === 'DateTime') return expected.values ? possibleMatch() : match;
      return given.kind === 'String' ? sameScalar(expected, given, preview) : noMatch(say.typesDoNotMatch);
    case 'DateTime':
      return given.kind === 'DateTime' ? match : fromText(given, preview, looksLikeDate);
    case 'Recurrence':
      return given.kind === 'Recurrence' ? match : given.kind === 'String' ? possibleMatch() : noMatch(say.typesDoNotMatch);
    case 'Object':
      return intoObject(expected, given, preview);
    case 'Record':
      return intoRecord(expected, given, preview);
    case 'Array':
      return intoArray(expected, given, preview);
    case 'Tuple':
      return intoTuple(expected, given, preview);
    case 'Union': {
      const verdict = best(expected.options.map((option) => checkCompatibility(option, given, preview)));
      return verdict.result === 'NoMatch' ? noMatch(say.noneOfTheDatatypes) : verdict;
    }
    case 'DiscriminatedUnion':
      return intoDiscriminatedUnion(expected, given, preview);
    default:
      return notImplemented(expected);
  }
}

/** Scalars of one kind: known literal values must be among the expected ones. */
function sameScalar(expected: Scalar, given: Scalar, preview: unknown): Compatibility {
  const wanted: readonly unknown[] | undefined = expected.values;
  if (!wanted) return match;
  const samples = given.values ?? (isScalar(preview) ? [preview] : undefined);
  if (!samples) return possibleMatch();
  return samples.every((value) => wanted.includes(value)) ? match : noMatch(say.expectedValue(wanted));
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The known values of a given type, else the preview as the one sample. */
function samplesOf<T>(values: readonly T[] | undefined, preview: unknown, isSample: (value: unknown) => value is T): readonly T[] | undefined {
  return values ?? (isSample(preview) ? [preview] : undefined);
}

/** Without samples a conversion may work; with them, it works when every sample fits. */
function judgeSamples<T>(samples: readonly T[] | undefined, fits: (value: T) => boolean): Compatibility {
  if (!samples) return possibleMatch();
  const misfit = samples.find((value) => !fits(value));
  return misfit === undefined ? match : noMatch(say.givenValue(misfit));
}

function floatIntoInt(given: DataTypeOf<'Float'>, preview: unknown): Compatibility {
  return judgeSamples(samplesOf(given.values, preview, isNumber), Number.isInteger);
}

/** Text may be coerced into a number, boolean or date when it looks like one. */
function fromText(given: DataType, preview: unknown, looksLike: (text: string) => boolean): Compatibility {
  if (given.kind !== 'String') return noMatch(say.typesDoNotMatch);
  return judgeSamples(samplesOf(given.values, preview, isText), looksLike);
}

function previewOf(preview: unknown, key: string): unknown {
  return typeof preview === 'object' && preview !== null && !Array.isArray(preview) ? (preview as Record<string, unknown>)[key] : undefined;
}

function ofField(expected: Field, given: Field | undefined, preview: unknown): Compatibility {
  if (!given) return expected.optional ? match : noMatch();
  const verdict = checkCompatibility(expected.type, given.type, preview);
  return given.optional && !expected.optional ? atMostPossible(verdict) : verdict;
}

/** Named verdicts of fields, summarised with the names of the fields that do not fully match. */
function ofFields(verdicts: readonly [string, Compatibility][]): Compatibility {
  const issues = verdicts.filter(([, verdict]) => verdict.result !== 'Match');
  if (issues.length === 0) return match;
  const all = worst(issues.map(([, verdict]) => verdict));
  return { result: all.result, messages: [say.fieldsHaveIssues(issues.map(([name]) => name)), ...all.messages] };
}

function intoObject(expected: DataTypeOf<'Object'>, given: DataType, preview: unknown): Compatibility {
  const expectedFields = Object.entries(expected.fields);
  if (given.kind === 'Object') {
    return ofFields(expectedFields.map(([name, field]) => [name, ofField(field, given.fields[name], previewOf(preview, name))]));
  }
  if (given.kind === 'Record') {
    // A record may lack any key: its values are checked, its keys only at run time.
    const values = ofFields(expectedFields.map(([name, field]) => [name, ofField(field, { type: given.value, optional: true }, previewOf(preview, name))]));
    return values.result === 'Match' && expectedFields.some(([, field]) => !field.optional) ? possibleMatch() : values;
  }
  return noMatch(say.typesDoNotMatch);
}

function intoRecord(expected: DataTypeOf<'Record'>, given: DataType, preview: unknown): Compatibility {
  if (given.kind === 'Record') return checkCompatibility(expected.value, given.value);
  if (given.kind !== 'Object') return noMatch(say.typesDoNotMatch);
  return ofFields(Object.entries(given.fields).map(([name, field]) => [name, checkCompatibility(expected.value, field.type, previewOf(preview, name))]));
}

function intoArray(expected: DataTypeOf<'Array'>, given: DataType, preview: unknown): Compatibility {
  const first = Array.isArray(preview) ? (preview as unknown[])[0] : undefined;
  if (given.kind === 'Array') return checkCompatibility(expected.element, given.element, first);
  if (given.kind === 'Tuple') return worst(given.options.map((option) => checkCompatibility(expected.element, option)));
  return noMatch(say.typesDoNotMatch);
}

function intoTuple(expected: DataTypeOf<'Tuple'>, given: DataType, preview: unknown): Compatibility {
  if (given.kind === 'Array') return atMostPossible(worst(expected.options.map((option) => checkCompatibility(option, given.element))));
  if (given.kind !== 'Tuple' || given.options.length !== expected.options.length) return noMatch(say.typesDoNotMatch);
  const items = Array.isArray(preview) ? (preview as unknown[]) : [];
  return worst(expected.options.map((option, i) => checkCompatibility(option, given.options[i] ?? t.unknown(), items[i])));
}

function intoDiscriminatedUnion(expected: DataTypeOf<'DiscriminatedUnion'>, given: DataType, preview: unknown): Compatibility {
  if (given.kind === 'DiscriminatedUnion') {
    if (given.discriminator !== expected.discriminator) return ofEveryOption(expected, Object.values(given.options), preview);
    return worst(Object.entries(given.options).map(([value, option]) => ofDiscriminatorValue(expected, value, option, preview)));
  }
  if (given.kind === 'Record') return possibleMatch();
  if (given.kind !== 'Object') return noMatch(say.expectedObject);
  const field = given.fields[expected.discriminator];
  if (!field || field.type.kind !== 'String') return noMatch(say.discriminatorField);
  const values = samplesOf(field.type.values, previewOf(preview, expected.discriminator), isText);
  if (!values) {
    const verdict = best(Object.values(expected.options).map((option) => checkCompatibility(option, given, preview)));
    return verdict.result === 'NoMatch' ? noMatch(say.noneOfTheDatatypes) : atMostPossible(verdict);
  }
  return worst(values.map((value) => ofDiscriminatorValue(expected, value, narrow(given, expected.discriminator, value), preview)));
}

function ofDiscriminatorValue(expected: DataTypeOf<'DiscriminatedUnion'>, value: string, given: DataType, preview: unknown): Compatibility {
  const option = Object.hasOwn(expected.options, value) ? expected.options[value] : undefined;
  return option ? checkCompatibility(option, given, preview) : noMatch(say.discriminatorValue);
}

/** The given object with its discriminator known to be `value`. */
function narrow(given: DataTypeOf<'Object'>, discriminator: string, value: string): DataType {
  return t.object({ ...given.fields, [discriminator]: { type: t.string([value]), optional: false } });
}
