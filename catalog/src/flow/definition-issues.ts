import type { z } from 'zod';
import { Definition } from './definition.js';
import { toJsonPointer } from './identifiers.js';
import { nestingIssues } from './nesting-limits.js';
import { walkSteps } from './step.js';

export type DefinitionIssue = {
  /** JSON pointer into the definition. */
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
};

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
