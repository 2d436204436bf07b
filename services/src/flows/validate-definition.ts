import { Definition } from '@tandem/catalog';

export type DefinitionIssue = { pointer: string; message: string; severity?: 'error' | 'warning' };

function pointer(path: readonly PropertyKey[]): string {
  return path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Whether a saved definition can run, with every issue and its JSON pointer. */
export function validateDefinition(definition: unknown): { valid: boolean; issues: DefinitionIssue[] } {
  const parsed = Definition.safeParse(definition);
  if (parsed.success) return { valid: true, issues: [] };
  return { valid: false, issues: parsed.error.issues.map((i) => ({ pointer: pointer(i.path), message: i.message, severity: 'error' as const })) };
}
