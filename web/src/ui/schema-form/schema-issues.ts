import { z } from 'zod';
import type { JsonSchema } from '../../api/types';
import type { Translate } from '../../i18n/translate';
import { plainIssue, type IssueParts } from './plain-issue';

/** Field path (`a.b`) → the first message about it; `''` for the whole value. */
export type SchemaIssues = Record<string, string>;

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Checks a value against a JSON Schema in the browser (zod reads the schema; no code is generated,
 * so the app's Content-Security-Policy holds). The API checks again; its issues use the same paths.
 * Given `t`, each message names the field in plain words ("Tags must be a list").
 */
export function schemaIssues(schema: JsonSchema, value: unknown, t?: Translate): SchemaIssues {
  let validator: z.ZodType;
  try {
    validator = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return {};
  }
  const result = validator.safeParse(value, { reportInput: true });
  const issues: SchemaIssues = {};
  // With a translate function the messages are plain words with the field's label, not zod's.
  if (!result.success) for (const issue of result.error.issues) issues[keyOf(issue.path)] ??= t ? plainIssue(schema, issue as unknown as IssueParts, t) : issue.message;
  return issues;
}

/** Issues of an API answer (`{ path, message }`; leading segments named in `skip` dropped) by field path. */
export function issuesOfAnswer(issues: readonly { path: readonly (string | number)[]; message: string }[] | undefined, skip: readonly string[] = []): SchemaIssues {
  const byPath: SchemaIssues = {};
  for (const issue of issues ?? []) {
    const path = issue.path.map(String);
    while (path.length > 0 && skip.includes(path[0]!)) path.shift();
    byPath[path.join('.')] ??= issue.message;
  }
  return byPath;
}
