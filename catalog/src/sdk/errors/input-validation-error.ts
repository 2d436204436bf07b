import { z } from 'zod';
import type { InputIssue } from '../../flow/run-state.js';
import { NonRetryableError } from './non-retryable-error.js';

/** What a step says when its input does not fit the schema of its action or utility (docs/retries-and-idempotency.md). */
export const INVALID_INPUT = 'Invalid input, zod validation failed';

/** Keys whose values are credentials: never carried along in an error. */
const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|authori[sz]ation|cookie|signature|credential|private[-_]?key/i;
const REDACTED = '[redacted]';
/** How much of an input an error carries: enough to see what was sent, never a whole report. */
const MAX_ITEMS = 20;
const MAX_TEXT = 500;
const MAX_DEPTH = 6;

/** A URL without its user info and query (where tokens ride); other text as it is, shortened. */
function safeText(text: string): string {
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const kept = `${url.origin}${url.pathname}`;
      return url.search ? `${kept}?${REDACTED}` : kept;
    } catch {
      // Not a URL after all: shown like any other text.
    }
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length} characters)` : text;
}

/**
 * The input as an error may carry it: credentials (by key name, also in `{ key, value }` header and
 * query lists) replaced, URLs without user info or query, long lists and texts cut.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return safeText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_ITEMS).map((item) => withoutSecrets(item, depth + 1));
    return value.length > MAX_ITEMS ? [...shown, `… ${value.length - MAX_ITEMS} more items`] : shown;
  }
  const record = value as Record<string, unknown>;
  // A header or query parameter in a key/value list: its name says whether its value is a secret.
  const pairKey = typeof record.key === 'string' && 'value' in record ? record.key : undefined;
  return Object.fromEntries(
    Object.entries(record).map(([key, field]) => {
      const secret = SECRET_KEY.test(key) || (key === 'value' && pairKey !== undefined && SECRET_KEY.test(pairKey));
      return [key, secret ? REDACTED : withoutSecrets(field, depth + 1)];
    }),
  );
}

const issueOf = (issue: z.core.$ZodIssue): InputIssue => ({
  path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
  code: issue.code,
  message: issue.message,
});

/**
 * A step's input did not fit its schema: non-retryable (another attempt sends the same input), with
 * the input (secrets removed) and the issues, for the run state and the activity's failure details.
 */
export class InputValidationError extends NonRetryableError {
  readonly input: unknown;
  readonly issues: InputIssue[];

  constructor(input: unknown, error: z.ZodError) {
    // The issues also in the message: it is what a run's page, its notification and its mail show.
    super(`${INVALID_INPUT}: ${z.prettifyError(error)}`);
    this.input = withoutSecrets(input);
    this.issues = error.issues.map(issueOf);
  }

  override toJSON(): ReturnType<NonRetryableError['toJSON']> & { input: unknown; issues: InputIssue[] } {
    return { ...super.toJSON(), input: this.input, issues: this.issues };
  }
}

/** Parses a step's input with its schema; a misfit throws an InputValidationError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InputValidationError(input, parsed.error);
  return parsed.data;
}
