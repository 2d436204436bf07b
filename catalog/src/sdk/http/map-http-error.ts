import { AuthError } from '../errors/auth-error.js';
import type { ConnectorError } from '../errors/connector-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import { RetryAfterError } from '../errors/retry-after-error.js';
import { TransientError } from '../errors/transient-error.js';
import { parseRetryAfter } from './retry-after.js';

const EXCERPT_LENGTH = 300;
/** Wait this long after a 429 without a readable `Retry-After`. */
export const DEFAULT_RETRY_AFTER_MS = 30_000;

/** The first characters of a response body, whitespace collapsed. */
export function bodyExcerpt(body: string, length = EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** A short error text from common error bodies (`{ message }`, `{ error: { message } }`, `{ errors: [...] }`, text). */
export function errorTextOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const pick = (v: unknown): string | undefined => {
      if (typeof v === 'string') return v;
      if (Array.isArray(v)) return pick(v[0]);
      if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        return pick(o.message) ?? pick(o.error_description) ?? pick(o.detail) ?? pick(o.error) ?? pick(o.errors) ?? pick(o.title);
      }
      return undefined;
    };
    return bodyExcerpt(pick(parsed) ?? body, 200);
  } catch {
    return bodyExcerpt(body, 200);
  }
}

export interface FailedResponse {
  status: number;
  statusText: string;
  retryAfter?: string | null;
  body: string;
}

/**
 * Maps a non-2xx answer to a typed error: 401/403 → AuthError, 429 → RetryAfterError, other 4xx →
 * NonRetryableError, 5xx (and anything else) → TransientError. `label` names the service (never a URL path).
 */
export function mapHttpError(label: string, response: FailedResponse, nowMs: number = Date.now()): ConnectorError {
  const { status } = response;
  const text = errorTextOf(response.body);
  const message = `${label} answered ${status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text}` : ''}`;
  const details = { status, bodyExcerpt: bodyExcerpt(response.body) };
  if (status === 401 || status === 403) return new AuthError(message, details);
  if (status === 429) return new RetryAfterError(message, parseRetryAfter(response.retryAfter, nowMs) ?? DEFAULT_RETRY_AFTER_MS, details);
  if (status >= 400 && status < 500) return new NonRetryableError(message, details);
  return new TransientError(message, details);
}
