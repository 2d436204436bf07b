import type { VersionIssue } from '../../api/types';
import { toJsonPointer } from '@tandem/catalog';
import { typeName, type DataType } from '@tandem/catalog/types';

export type Verdict = 'Match' | 'PossibleMatch' | 'NoMatch';
/** The verdict, the checker's message, and the issues behind it (for plain words and a details line). */
export type MappingCheck = { verdict: Verdict; message: string; issues?: readonly VersionIssue[] };

const within = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * The checker's verdict on one mapped input, from the issues of the whole definition: an error at or
 * below the input's pointer is a NoMatch, a warning a PossibleMatch, none a Match (with the type the
 * input expects). `undefined` when nothing is mapped.
 */
export function mappingVerdict(
  issues: readonly VersionIssue[],
  inputPointer: string,
  key: string,
  mapped: boolean,
  expected: DataType | undefined,
): MappingCheck | undefined {
  if (!mapped) return undefined;
  const at = inputPointer + toJsonPointer([key]);
  const own = issues.filter((issue) => within(issue.pointer, at));
  const errors = own.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) return { verdict: 'NoMatch', message: errors.map((issue) => issue.message).join(' '), issues: errors };
  if (own.length > 0) return { verdict: 'PossibleMatch', message: own.map((issue) => issue.message).join(' '), issues: own };
  return { verdict: 'Match', message: expected ? typeName(expected) : '' };
}
