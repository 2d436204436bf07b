import { AuthError } from '../errors/auth-error.js';
import type { ConnectorError } from '../errors/connector-error.js';
import { NonRetryableError } from '../errors/non-retryable-error.js';
import { PermissionError } from '../errors/permission-error.js';
import { RetryAfterError } from '../errors/retry-after-error.js';
import { TransientError } from '../errors/transient-error.js';
import { bodyExcerpt, DEFAULT_RETRY_AFTER_MS } from './map-http-error.js';
import { parseRetryAfter } from './retry-after.js';

/** An answer as an error classifier sees it (the body as text, header names in lower case). */
export interface AnsweredResponse {
  status: number;
  statusText: string;
  headers: Readonly<Record<string, string>>;
  body: string;
}

/**
 * What an answer means, in the words of the API that gave it:
 * - `throttled`: slow down; retried after `retryAfterMs` (else `Retry-After`, else 30 s);
 * - `auth`: the credentials are refused; the connection is marked failing (after one refresh for oauth2 and token exchanges);
 * - `permission`: the credentials work, but not on this resource; the connection stays working;
 * - `validation`: the request is wrong; not retried, the API's message is shown;
 * - `transient`: retried with backoff.
 * `message` is the API's own explanation; it must never hold a secret.
 */
export type ErrorClass =
  | { kind: 'throttled'; message: string; retryAfterMs?: number }
  | { kind: 'auth' | 'permission' | 'validation' | 'transient'; message: string };

/** Reads an answer (any status, 2xx too); undefined leaves it to the default mapping by status. */
export type ErrorClassifier = (response: AnsweredResponse) => ErrorClass | undefined;

/** The first classifier that recognises the answer decides. */
export function firstClassifier(...classifiers: readonly ErrorClassifier[]): ErrorClassifier {
  return (response) => {
    for (const classify of classifiers) {
      const found = classify(response);
      if (found) return found;
    }
    return undefined;
  };
}

/** The typed connector error of a classified answer; `label` names the service (never a URL). */
export function classifiedError(label: string, response: AnsweredResponse, found: ErrorClass, nowMs: number = Date.now()): ConnectorError {
  const { status } = response;
  const answered = status >= 200 && status < 300 ? `${label} refused the request` : `${label} answered ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const message = `${answered}${found.message ? `: ${found.message}` : ''}`;
  const details = { status, bodyExcerpt: bodyExcerpt(response.body) };
  switch (found.kind) {
    case 'throttled': {
      const wait = found.retryAfterMs ?? parseRetryAfter(response.headers['retry-after'], nowMs) ?? DEFAULT_RETRY_AFTER_MS;
      return new RetryAfterError(message, wait, details);
    }
    case 'auth':
      return new AuthError(message, details);
    case 'permission':
      return new PermissionError(message, details);
    case 'validation':
      return new NonRetryableError(message, details);
    case 'transient':
      return new TransientError(message, details);
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export function jsonBodyOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
