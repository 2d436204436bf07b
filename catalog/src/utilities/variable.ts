import { DateTime } from 'luxon';
import { ExpressionError } from '../expressions/expression-error.js';
import { valueKind } from '../expressions/value-kind.js';
import type { UtilityInput } from './utility-input.js';

export const variableValueTypes = ['text', 'number', 'boolean', 'date', 'list', 'object'] as const;
export type VariableValueType = (typeof variableValueTypes)[number];

const kindNames: Record<VariableValueType, string> = {
  text: 'Text',
  number: 'Number',
  boolean: 'Boolean',
  date: 'Date',
  list: 'List',
  object: 'Object',
};

/** Brings a value to the variable's declared type, accepting text that clearly is one (e.g. "42"). */
function coerce(type: VariableValueType, value: unknown): unknown {
  if (value === null) return null;
  switch (type) {
    case 'text':
      return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'number':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      return undefined;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'date': {
      if (typeof value !== 'string') return undefined;
      const date = DateTime.fromISO(value, { setZone: true });
      return date.isValid ? value : undefined;
    }
    case 'list':
      return Array.isArray(value) ? value : undefined;
    case 'object':
      return valueKind(value) === 'Object' ? value : undefined;
  }
}

/** `variable` (v2): a typed value, also visible at `["vars", name]` (the interpreter binds it). */
export function variable(input: UtilityInput): unknown {
  const name = input.value('name');
  if (typeof name !== 'string' || name === '') throw input.error('name', 'a Text', name);
  const type = input.oneOf('valueType', variableValueTypes, 'text');
  const value = input.value('value');
  const coerced = coerce(type, value);
  if (coerced === undefined) {
    throw new ExpressionError(`variable: value must be a ${kindNames[type]}, got ${valueKind(value)}`);
  }
  return coerced;
}

/** The deprecated `variable` v1: untyped. */
export function variableV1(input: UtilityInput): unknown {
  return input.value('value');
}
