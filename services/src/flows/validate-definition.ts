import { findAction } from '@tandem/catalog/apps';
import type { DefinitionIssue } from '@tandem/catalog';
import { checkDefinition, type FlowCatalog } from '@tandem/catalog/types';

export type { DefinitionIssue };

/**
 * Every issue of a saved definition with its JSON pointer: schema, references, types of mapped inputs,
 * and, given the workspace's flows (`flows`, see flow-call-context.ts), the flows its "Run flow" steps
 * run: their inputs, outputs and cycles. Errors make the version invalid (it cannot run or go live);
 * warnings (a mapping that may not fit, a path the checker cannot see) are shown but do not block.
 */
export function validateDefinition(definition: unknown, flows?: FlowCatalog): { valid: boolean; issues: DefinitionIssue[] } {
  const issues = checkDefinition(definition, { findAction, ...(flows ? { flows } : {}) });
  return { valid: !issues.some((issue) => issue.severity === 'error'), issues };
}
