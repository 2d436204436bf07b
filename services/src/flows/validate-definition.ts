import { structuralIssues, type DefinitionIssue } from '@tandem/catalog';

export type { DefinitionIssue };

/** Whether a saved definition can run, with every issue and its JSON pointer. Warnings do not make it invalid. */
export function validateDefinition(definition: unknown): { valid: boolean; issues: DefinitionIssue[] } {
  const { issues } = structuralIssues(definition);
  return { valid: !issues.some((issue) => issue.severity === 'error'), issues };
}
