import { Trigger } from '@tandem/catalog';

/**
 * The catalogue's validation messages of a trigger, by the path of the field they concern
 * (`schedule.hour`, `frequencyMinutes`, …): the same schema the API checks a version against.
 */
export function triggerIssues(trigger: unknown): Record<string, string> {
  const parsed = Trigger.safeParse(trigger);
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    issues[key] ??= issue.message;
  }
  return issues;
}
