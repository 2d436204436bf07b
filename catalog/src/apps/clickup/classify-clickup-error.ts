import { type AnsweredResponse, type ErrorClass, jsonBodyOf } from '@tandem/catalog/sdk';

/** ECODEs of a token that works but may not use this workspace or item. */
const NOT_THIS_RESOURCE = new Set(['OAUTH_027', 'OAUTH_023', 'ACCESS_083']);

/**
 * ClickUp's answers: errors are `{ err, ECODE }`; a 429 names the end of its one-minute window in
 * `X-RateLimit-Reset` (epoch seconds); a 401 for a workspace the token may not use (`Team not
 * authorized`) concerns that workspace, not the connection.
 */
export function classifyClickUpError(response: AnsweredResponse): ErrorClass | undefined {
  if (response.status < 400) return undefined;
  const body = jsonBodyOf(response.body) as { err?: unknown; ECODE?: unknown } | undefined;
  const err = typeof body?.err === 'string' ? body.err : undefined;
  const code = typeof body?.ECODE === 'string' ? body.ECODE : undefined;
  const message = err === undefined ? '' : code === undefined ? err : `${err} (${code})`;
  if (response.status === 429) {
    const reset = Number(response.headers['x-ratelimit-reset']);
    return { kind: 'throttled', message, ...(reset > 0 ? { retryAfterMs: Math.max(0, reset * 1000 - Date.now()) } : {}) };
  }
  if (err === undefined) return undefined;
  if (code !== undefined && NOT_THIS_RESOURCE.has(code)) return { kind: 'permission', message };
  if (response.status === 401) return { kind: 'auth', message };
  if (response.status === 403) return { kind: 'permission', message };
  if (response.status >= 500) return { kind: 'transient', message };
  return { kind: 'validation', message };
}
