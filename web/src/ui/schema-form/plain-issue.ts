import { humanizeKey } from '@tandem/catalog/fields';
import type { JsonSchema } from '../../api/types';
import type { Translate } from '../../i18n/translate';

/** The parts of a zod issue a plain message is made from. */
export type IssueParts = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  values?: readonly unknown[];
  format?: string;
};

/** The schema of the field at a path (through object properties and list items), for its label. */
function schemaAt(schema: JsonSchema, path: readonly PropertyKey[]): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const segment of path) {
    if (!at) return undefined;
    at = typeof segment === 'number' ? at.items : at.properties?.[String(segment)];
  }
  return at;
}

/** A field's label as a form shows it: its title, else its key in words; a list item is "<list>, item n". */
export function labelAt(schema: JsonSchema, path: readonly PropertyKey[], t: Translate): string {
  const named = [...path].reverse().findIndex((segment) => typeof segment !== 'number');
  if (named === -1) return t('form.thisValue');
  const end = path.length - named;
  const key = String(path[end - 1]);
  const label = schemaAt(schema, path.slice(0, end))?.title ?? humanizeKey(key);
  const item = path[end];
  return typeof item === 'number' ? t('form.itemOf', { field: label, n: item + 1 }) : label;
}

const typeWords: Record<string, 'form.type.list' | 'form.type.number' | 'form.type.text' | 'form.type.boolean' | 'form.type.object' | 'form.type.integer'> = {
  array: 'form.type.list',
  number: 'form.type.number',
  int: 'form.type.integer',
  integer: 'form.type.integer',
  string: 'form.type.text',
  boolean: 'form.type.boolean',
  object: 'form.type.object',
};

/** One zod issue in plain words with the field's label: "Days must be at least 1", "Tags is required". */
export function plainIssue(schema: JsonSchema, issue: IssueParts, t: Translate): string {
  const field = labelAt(schema, issue.path, t);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return t('form.required', { field });
      const type = typeof issue.expected === 'string' ? typeWords[issue.expected] : undefined;
      return type ? t('form.mustBe', { field, type: t(type) }) : t('form.doesNotFit', { field });
    }
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? t('form.notEmpty', { field }) : t('form.minLength', { field, n: String(issue.minimum) });
      if (issue.origin === 'array') return t('form.minItems', { field, n: String(issue.minimum) });
      return t('form.atLeast', { field, n: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('form.maxLength', { field, n: String(issue.maximum) });
      if (issue.origin === 'array') return t('form.maxItems', { field, n: String(issue.maximum) });
      return t('form.atMost', { field, n: String(issue.maximum) });
    case 'invalid_value':
      return t('form.oneOf', { field, values: (issue.values ?? []).map(String).join(', ') });
    case 'invalid_format':
      return t('form.format', { field });
    case 'not_multiple_of':
      return t('form.mustBe', { field, type: t('form.type.integer') });
    default:
      return t('form.doesNotFit', { field });
  }
}
