import { inputFieldOf, type DefinitionIssue } from '../flow/definition-issues.js';
import { checkCompatibility } from './compatibility.js';
import { compatibilityMessages } from './compatibility-result.js';
import type { DataType } from './data-type.js';
import { typeName } from './type-name.js';

/**
 * The issue of mapping a value of type `given` where `expected` is wanted, if any: NoMatch is an error
 * that starts with the seed's message(s), PossibleMatch a warning (the run decides).
 */
export function typeIssue(pointer: string, expected: DataType, given: DataType): DefinitionIssue | undefined {
  const verdict = checkCompatibility(expected, given);
  if (verdict.result === 'Match') return undefined;
  const types = `Expected ${typeName(expected)}, got ${typeName(given)}`;
  const field = inputFieldOf(pointer);
  const parts = { ...(field !== undefined ? { field } : {}), expected: described(expected), actual: described(given) };
  if (verdict.result === 'PossibleMatch') {
    const code = bare(given).kind === 'Unknown' ? 'unknownSource' : 'mayNotFit';
    return { pointer, message: sentences([`${types}, which may not fit`, ...verdict.messages]), severity: 'warning', code, ...parts };
  }
  const messages = verdict.messages.length > 0 ? verdict.messages : [compatibilityMessages.typesDoNotMatch];
  const values = allowedValues(expected);
  const notAllowed = values !== undefined && messages.some((m) => m.startsWith('Expected value '));
  return { pointer, message: sentences([...messages, types]), severity: 'error', ...(notAllowed ? { code: 'notAllowedValue', values } : { code: 'typeMismatch' }), ...parts };
}

/** A type without its optional wrapper: an optional list is a list. */
function bare(type: DataType): DataType {
  return type.kind === 'NullishOptional' ? bare(type.inner) : type;
}

function described(type: DataType): { kind: string; name: string } {
  return { kind: bare(type).kind, name: typeName(type) };
}

/** The literal values a scalar type allows, if it names them. */
function allowedValues(type: DataType): (string | number | boolean)[] | undefined {
  const inner = bare(type);
  return 'values' in inner && inner.values ? [...inner.values] : undefined;
}

function sentences(parts: readonly string[]): string {
  return parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
}
