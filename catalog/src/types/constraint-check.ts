import { z } from 'zod';
import { inputFieldOf, type DefinitionIssue } from '../flow/definition-issues.js';
import type { Expression } from '../flow/expression.js';
import { toJsonPointer } from '../flow/identifiers.js';
import type { DataType } from './data-type.js';
import type { ExpressionType } from './infer-expression-type.js';

/** What the checker knows of an input key: its expression, its inferred type, and whether it is already reported. */
export type CheckedKey = { expression: Expression; typing: ExpressionType; reported: boolean };

/** The value of an expression known before the run: a literal, or an object of such values. */
function constantOf(expression: Expression): { value: unknown } | undefined {
  if (expression.type === 'literal') return { value: expression.value };
  if (expression.type !== 'object') return undefined;
  const value: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(expression.properties)) {
    const constant = constantOf(inner);
    if (!constant) return undefined;
    value[key] = constant.value;
  }
  return { value };
}

function safeParse(schema: z.ZodType, value: unknown): z.ZodSafeParseResult<unknown> | undefined {
  try {
    return schema.safeParse(value);
  } catch {
    // An asynchronous refinement cannot run here: the run checks it.
    return undefined;
  }
}

/**
 * The constraints the input schema declares (minimum, maximum, whole numbers, lengths, patterns,
 * formats, enums, list lengths, the schema's own refinements) for the values known at design time:
 * the literal keys are parsed together by the step's schema, as the run will parse them, and each
 * issue at a literal key is an error with the schema's message (types are left to the compatibility
 * check, which knows which texts convert). Issues of the object as a whole count
 * only when every key is literal (otherwise a mapped key may settle them). Keys already reported
 * (a wrong type, say) are not reported again.
 */
export function literalConstraintIssues(schema: z.ZodType, keys: ReadonlyMap<string, CheckedKey>, pointer: string): DefinitionIssue[] {
  const constants = new Map<string, unknown>();
  for (const [key, { expression }] of keys) {
    const constant = constantOf(expression);
    if (constant) constants.set(key, constant.value);
  }
  if (constants.size === 0) return [];
  const parsed = safeParse(schema, Object.fromEntries(constants));
  if (!parsed || parsed.success) return [];
  const allConstant = constants.size === keys.size;
  const seen = new Set<string>();
  const issues: DefinitionIssue[] = [];
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const key = typeof first === 'string' ? first : undefined;
    if (key === undefined ? !allConstant : !constants.has(key) || keys.get(key)?.reported) continue;
    // Types are the compatibility check's (it knows which texts convert to numbers, say): only constraints here.
    if (issue.code === 'invalid_type') continue;
    const at = pointer + toJsonPointer(issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)));
    if (seen.has(`${at} ${issue.message}`)) continue;
    seen.add(`${at} ${issue.message}`);
    issues.push({ pointer: at, message: issue.message, severity: 'error' });
  }
  return issues;
}

/** The schema of one key of an input schema, where the schema says it plainly (objects, their intersections, a selected union option). */
export function fieldSchemaOf(schema: z.ZodType, key: string, keys: ReadonlyMap<string, CheckedKey>): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.ZodType>)[key];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return fieldSchemaOf(schema.unwrap() as z.ZodType, key, keys);
  if (schema instanceof z.ZodPipe) return fieldSchemaOf(schema.in as z.ZodType, key, keys);
  if (schema instanceof z.ZodIntersection) {
    const { left, right } = schema._zod.def as unknown as { left: z.ZodType; right: z.ZodType };
    return fieldSchemaOf(left, key, keys) ?? fieldSchemaOf(right, key, keys);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const { discriminator, options } = schema._zod.def as unknown as { discriminator: string; options: z.ZodType[] };
    const selector = keys.get(discriminator)?.expression;
    if (selector?.type !== 'literal') return undefined;
    const option = options.find((candidate) => {
      const field = fieldSchemaOf(candidate, discriminator, keys);
      return field !== undefined && safeParse(field, selector.value)?.success === true;
    });
    return option && fieldSchemaOf(option, key, keys);
  }
  return undefined;
}

/** The innermost schema of a field (without optional, nullable, default and pipe wrappers). */
function bare(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return bare(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return bare(schema.in as z.ZodType);
  return schema;
}

/** The values a type is known to take (a text from an enum, a number from a literal), if any. */
function knownValues(type: DataType): readonly unknown[] | undefined {
  if (type.kind === 'String' || type.kind === 'Int' || type.kind === 'Float' || type.kind === 'Boolean') return type.values;
  return undefined;
}

/**
 * The constraints of a mapped key, as far as its type is known: a type whose values are known is held
 * to the schema value by value (none fits: an error; some: a warning); a text of unknown length into a
 * field of a maximum length may be longer (a warning with the reason, the run decides).
 */
export function mappedConstraintIssue(field: z.ZodType, type: DataType, pointer: string): DefinitionIssue | undefined {
  const values = knownValues(type);
  if (values && values.length > 0) {
    const failures = values.flatMap((value) => {
      const parsed = safeParse(field, value);
      return parsed && !parsed.success ? [{ value, message: parsed.error.issues[0]?.message ?? 'Invalid value' }] : [];
    });
    const [first] = failures;
    if (!first) return undefined;
    if (failures.length === values.length) return { pointer, message: first.message, severity: 'error' };
    return { pointer, message: `${sentence(`Some values may not fit (${JSON.stringify(first.value)})`)} ${sentence(first.message)}`, severity: 'warning' };
  }
  const schema = bare(field);
  if (type.kind === 'String' && schema instanceof z.ZodString && schema.maxLength !== null) {
    const max = schema.maxLength;
    const field = inputFieldOf(pointer);
    return {
      pointer,
      message: `Expected Text of at most ${max} characters, got Text, which may not fit. The text may be longer than ${max} characters.`,
      severity: 'warning',
      code: 'tooLong',
      limit: max,
      ...(field !== undefined ? { field } : {}),
    };
  }
  return undefined;
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
