import type { DefinitionIssue } from '../flow/definition-issues.js';
import type { Expression } from '../flow/expression.js';
import { toJsonPointer } from '../flow/identifiers.js';
import { t, type DataType, type DataTypeOf, type Field } from './data-type.js';
import type { ExpressionType } from './infer-expression-type.js';
import { typeIssue } from './type-issue.js';
import { unionOf } from './union-of.js';

/** The named fields an input takes, and the type of any other key (undefined: no other key). */
interface InputShape {
  fields: Record<string, Field>;
  otherKeys: DataType | undefined;
}

/**
 * The issues of a step's mapped input against its expected type: issues of the expressions, unknown
 * keys (warnings), type mismatches, and missing required fields. `typings` holds each key's inferred type.
 */
export function checkInput(
  expected: DataType,
  input: Readonly<Record<string, Expression>>,
  typings: ReadonlyMap<string, ExpressionType>,
  pointer: string,
): DefinitionIssue[] {
  const shape = inputShape(expected, input);
  const issues: DefinitionIssue[] = [];
  for (const [key, typing] of typings) {
    const at = pointer + toJsonPointer([key]);
    issues.push(...typing.issues);
    const field = Object.hasOwn(shape.fields, key) ? shape.fields[key] : shape.otherKeys && { type: shape.otherKeys, optional: true };
    if (!field) {
      issues.push({ pointer: at, message: `Unknown input "${key}"`, severity: 'warning', code: 'unknownInput', field: key });
    } else if (typing.issues.length === 0) {
      // A reference that is already reported is not reported again as a mismatch.
      const issue = typeIssue(at, field.type, typing.type);
      if (issue) issues.push(issue);
    }
  }
  for (const [name, field] of Object.entries(shape.fields)) {
    if (!field.optional && !Object.hasOwn(input, name)) issues.push({ pointer, message: `Missing required input "${name}"`, severity: 'error', code: 'missingInput', field: name });
  }
  return issues;
}

function inputShape(expected: DataType, input: Readonly<Record<string, Expression>>): InputShape {
  switch (expected.kind) {
    case 'Object':
      return { fields: expected.fields, otherKeys: undefined };
    case 'Record':
      return { fields: {}, otherKeys: expected.value };
    case 'NullishOptional':
      return inputShape(expected.inner, input);
    case 'DiscriminatedUnion':
      return discriminatedShape(expected, input);
    case 'Union': {
      const objects = expected.options.filter((option) => option.kind === 'Object');
      return objects.length > 0 ? mergedShape(objects) : { fields: {}, otherKeys: t.unknown() };
    }
    default:
      return { fields: {}, otherKeys: t.unknown() };
  }
}

/** The option a literal discriminator selects, else every option's fields at once. */
function discriminatedShape(expected: DataTypeOf<'DiscriminatedUnion'>, input: Readonly<Record<string, Expression>>): InputShape {
  const selector = input[expected.discriminator];
  const value = selector?.type === 'literal' && typeof selector.value === 'string' ? selector.value : undefined;
  const option = value !== undefined && Object.hasOwn(expected.options, value) ? expected.options[value] : undefined;
  if (option) return inputShape(option, input);
  const objects = Object.values(expected.options).filter((o): o is DataTypeOf<'Object'> => o.kind === 'Object');
  return mergedShape(objects);
}

/** Fields of several object types: a field is required only when every option requires it. */
function mergedShape(objects: readonly DataTypeOf<'Object'>[]): InputShape {
  const names = new Set(objects.flatMap((o) => Object.keys(o.fields)));
  const fields = Object.fromEntries(
    [...names].map((name): [string, Field] => {
      const found = objects.map((o) => (Object.hasOwn(o.fields, name) ? o.fields[name] : undefined));
      const present = found.filter((field): field is Field => field !== undefined);
      return [name, { type: unionOf(present.map((f) => f.type)), optional: present.length < found.length || present.some((f) => f.optional) }];
    }),
  );
  return { fields, otherKeys: undefined };
}
