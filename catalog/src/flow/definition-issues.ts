import { z } from 'zod';
import { Definition } from './definition.js';
import { toJsonPointer } from './identifiers.js';
import { nestingIssues } from './nesting-limits.js';
import { walkSteps } from './step.js';

/**
 * What kind of problem an issue is, for words the editor writes itself with the field's label:
 * - `typeMismatch`: the mapped value's type cannot fit (`expected`, `actual`);
 * - `mayNotFit`: it may not fit, the run decides (`expected`, `actual`);
 * - `unknownSource`: the value comes from a step whose output is not known yet (test that step);
 * - `notAllowedValue`: the value is not one of the allowed `values`;
 * - `missingInput` / `unknownInput`: a required input is not mapped / a key the step does not take;
 * - `tooLong`: a text may be longer than `limit` characters.
 */
export const IssueCode = z.enum(['typeMismatch', 'mayNotFit', 'unknownSource', 'notAllowedValue', 'missingInput', 'unknownInput', 'tooLong']);
export type IssueCode = z.infer<typeof IssueCode>;

export type DefinitionIssue = {
  /** JSON pointer into the definition. */
  pointer: string;
  /** The checker's own words (the seeds' messages). */
  message: string;
  severity: 'error' | 'warning';
  code?: IssueCode;
  /** The step input the issue is about: its key, and the path inside it (`list`, `headers.0`). */
  field?: string;
  /** The kinds of the types (`Array`, `String`, …) and their names ("List of Text"). */
  expected?: { kind: string; name: string };
  actual?: { kind: string; name: string };
  /** The values the field allows. */
  values?: (string | number | boolean)[];
  limit?: number;
};

/** The input path of a pointer into a step (`/steps/0/input/headers/0` → `headers.0`), if it points into an input. */
export function inputFieldOf(pointer: string): string | undefined {
  const at = pointer.lastIndexOf('/input/');
  return at === -1 ? undefined : pointer.slice(at + '/input/'.length).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

export function issuesOfZodError(error: z.ZodError, prefix = ''): DefinitionIssue[] {
  return error.issues.flatMap((issue) => {
    // A union's issue is clearer as its closest branch's issues.
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return closest.map((inner) => ({
        pointer: prefix + toJsonPointer([...issue.path, ...inner.path]),
        message: inner.message,
        severity: 'error' as const,
      }));
    }
    return [{ pointer: prefix + toJsonPointer(issue.path), message: issue.message, severity: 'error' as const }];
  });
}

/**
 * The structural issues of a definition: its nesting (checked first, so nothing recurses into a
 * definition too deep), its schema, and step names unique in the whole tree.
 * Returns the parsed definition when the structure is sound.
 */
export function structuralIssues(definition: unknown): { definition?: Definition; issues: DefinitionIssue[] } {
  const tooDeep = nestingIssues(definition);
  if (tooDeep.length > 0) return { issues: tooDeep };
  const parsed = Definition.safeParse(definition);
  if (!parsed.success) return { issues: issuesOfZodError(parsed.error) };
  const issues: DefinitionIssue[] = [];
  const seen = new Set<string>();
  for (const { step, pointer } of walkSteps(parsed.data.steps, '/steps')) {
    if (seen.has(step.name)) {
      issues.push({ pointer: `${pointer}/name`, message: `The step name "${step.name}" is used more than once`, severity: 'error' });
    }
    seen.add(step.name);
  }
  return { definition: parsed.data, issues };
}
