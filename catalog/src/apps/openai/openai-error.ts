import { AuthError, type ConnectorError, errorTextOf, mapHttpError, NonRetryableError, parseRetryAfter, RetryAfterError } from '@tandem/catalog/sdk';

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
interface OpenAiErrorBody {
  error?: { message?: string; type?: string; code?: string | null };
}

const DURATION_PART = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `x-ratelimit-reset-requests` / `-tokens` values such as `1s`, `6m0s` or `20ms`, in ms. */
export function parseResetDuration(value: string | undefined): number | undefined {
  if (!value) return undefined;
  let total = 0;
  let matched = false;
  for (const [, amount, unit] of value.matchAll(DURATION_PART)) {
    total += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    matched = true;
  }
  return matched ? Math.ceil(total) : undefined;
}

function parsed(body: string): OpenAiErrorBody['error'] {
  try {
    return (JSON.parse(body) as OpenAiErrorBody).error;
  } catch {
    return undefined;
  }
}

/**
 * The typed error of a failed OpenAI call. A refused key says so without OpenAI's message (it
 * repeats part of the key); a used-up quota (429 `insufficient_quota`) will not pass by waiting;
 * a rate limit waits as `retry-after` or the `x-ratelimit-reset-*` headers say.
 */
export function openAiError(status: number, statusText: string, headers: Record<string, string>, body: string): ConnectorError {
  const error = parsed(body);
  const code = error?.code ?? error?.type ?? undefined;
  const details = { status };
  if (status === 401) return new AuthError(`OpenAI refused the API key${code ? ` (${code})` : ''}; enter a valid secret key`, details);
  if (status === 429 && (code === 'insufficient_quota' || error?.type === 'insufficient_quota')) {
    return new NonRetryableError(`OpenAI answered 429: ${errorTextOf(body)}`, details);
  }
  if (status === 429) {
    const waitMs =
      parseRetryAfter(headers['retry-after']) ??
      Math.max(parseResetDuration(headers['x-ratelimit-reset-requests']) ?? 0, parseResetDuration(headers['x-ratelimit-reset-tokens']) ?? 0);
    return new RetryAfterError(`OpenAI answered 429: ${errorTextOf(body)}`, waitMs || 1000, details);
  }
  return mapHttpError('OpenAI', { status, statusText, body });
}
