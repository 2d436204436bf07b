import type { DefinitionIssue } from '../flow/definition-issues.js';
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
  if (verdict.result === 'PossibleMatch') {
    return { pointer, message: sentences([`${types}, which may not fit`, ...verdict.messages]), severity: 'warning' };
  }
  const messages = verdict.messages.length > 0 ? verdict.messages : [compatibilityMessages.typesDoNotMatch];
  return { pointer, message: sentences([...messages, types]), severity: 'error' };
}

function sentences(parts: readonly string[]): string {
  return parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
}
